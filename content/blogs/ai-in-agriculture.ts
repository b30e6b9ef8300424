import type { BlogPost } from "@/content/types";

export const aiInAgriculture = {
  slug: "ai-revolutionizing-agriculture:-farming's-future-unveiled",
  title: "AI Revolutionizing Agriculture: Farming's Future Unveiled",
  category: "Artificial Intelligence",
  date: "2023-11-06",
  readingMinutes: 7,
  excerpt:
    "From drones and satellites to smart irrigation and pest detection, see how AI helps farms in Saudi Arabia save water, protect crops and plan with confidence.",
  icon: "sprout",
  meta: {
    title: "AI in Agriculture: Farming's Future Unveiled",
    description:
      "How AI transforms farming in Saudi Arabia: precision agriculture, smart irrigation, pest detection, yield prediction, livestock care and how to get started.",
  },
  body: [
    {
      type: "p",
      text: "Farming has always been a business of decisions made under uncertainty: when to irrigate, when to spray, when to harvest and how much to expect. Artificial intelligence does not remove that uncertainty, but it gives farmers far better information to work with. By combining data from sensors, drones, satellites and farm records, AI models can spot problems earlier, use scarce resources more carefully and help managers plan with greater confidence.",
    },
    {
      type: "p",
      text: "For Saudi Arabia, where water is scarce, summers are extreme and food security is a national priority, these capabilities are especially relevant. This article looks at where AI is already making a practical difference in agriculture, what challenges remain and how a farm or agribusiness can start.",
    },
    {
      type: "h2",
      text: "Why Agriculture Needs AI Now",
    },
    {
      type: "p",
      text: "Farms generate more data than ever, from soil moisture probes and weather stations to tractor telemetry and sales records. On their own, these data points are hard to act on. AI turns them into recommendations: which field needs water today, which palms show early signs of stress, which greenhouse zone is drifting out of its ideal climate. The goal is not to replace the experience of farmers, but to extend it across more hectares, more animals and more hours than any team can watch by hand.",
    },
    {
      type: "h2",
      text: "Precision Farming",
    },
    {
      type: "p",
      text: "Precision farming means treating each part of a field according to its actual needs instead of applying the same amount of water, fertiliser or pesticide everywhere. AI analyses soil maps, historical yields and current crop conditions to create variable-rate prescriptions that guide machinery. The result is less waste, lower input costs and more even crop quality.",
    },
    {
      type: "h3",
      text: "Crop Monitoring with Drones and Satellites",
    },
    {
      type: "p",
      text: "Satellite imagery, including freely available multispectral data from public earth observation programmes, lets farms track crop health across large areas every few days. Vegetation indices such as NDVI highlight areas where plants are stressed long before the difference is obvious to the eye. Drones add much finer detail when needed: counting plants, inspecting individual date palms or mapping damage after a storm. Computer vision models classify what the images show, so agronomists spend their time on the areas that need attention rather than walking every row.",
    },
    {
      type: "figure",
      icons: ["satellite", "sprout", "eye", "map"],
      alt: "A satellite, a young plant, an eye and a map, illustrating remote monitoring of crop health across a farm",
      caption: "Satellites and drones give farm managers a regular, field-by-field view of crop health.",
    },
    {
      type: "h2",
      text: "Irrigation Optimisation in a Water-Scarce Country",
    },
    {
      type: "p",
      text: "Agriculture is the largest user of water in Saudi Arabia, and much of it comes from groundwater that is replenished very slowly. Every litre saved therefore matters, both for farm economics and for the country's long-term water security. AI-driven irrigation combines soil moisture readings, weather forecasts, evapotranspiration estimates and crop growth stage to decide exactly when and how much to irrigate, and can control drip systems and pivots automatically.",
    },
    {
      type: "h3",
      text: "Greenhouses and Controlled Environments",
    },
    {
      type: "p",
      text: "Greenhouses, hydroponic and vertical farms are expanding in the Kingdom because they allow year-round production with far less water than open fields. They are also ideal for AI: temperature, humidity, CO2, light and nutrient levels are all measured continuously. Models learn how these variables affect growth and energy use, then adjust cooling, shading and fertigation to keep plants in their ideal range while controlling the electricity bill during hot months.",
    },
    {
      type: "h3",
      text: "Date Palms",
    },
    {
      type: "p",
      text: "Date palms are central to Saudi agriculture and culture, and the Kingdom is one of the world's leading date producers. Palms are long-lived, high-value trees, so targeted care pays off. Sensor-based irrigation scheduling helps avoid both over-watering and stress during critical fruit development stages, and image analysis can help estimate bunch counts and fruit maturity to plan harvesting labour.",
    },
    {
      type: "figure",
      icons: ["droplets", "sun", "cpu", "leaf"],
      alt: "Water droplets, the sun, a processor chip and a leaf, showing AI balancing water use against heat to keep plants healthy",
      caption:
        "Smart irrigation weighs heat, soil moisture and crop stage to give plants exactly the water they need.",
    },
    {
      type: "h2",
      text: "Pest and Disease Detection",
    },
    {
      type: "p",
      text: "Pests and diseases spread quickly, and late detection is expensive. AI helps in several ways:",
    },
    {
      type: "ul",
      items: [
        "Image recognition: farmers photograph a leaf or fruit with a smartphone app and receive a likely diagnosis with suggested next steps for an agronomist to confirm.",
        "Smart traps: connected traps with cameras count insects automatically and alert the farm when numbers rise above a threshold.",
        "Acoustic and sensor monitoring: research and pilot projects use sound and vibration sensors to detect pests such as the red palm weevil inside date palm trunks, where damage is otherwise hard to see early.",
        "Risk forecasting: models combine weather data and outbreak history to predict when conditions favour a disease, so spraying can be timed and targeted.",
      ],
    },
    {
      type: "quote",
      text: "The biggest value of AI in farming is time: spotting a problem days or weeks earlier turns an expensive crisis into a small, targeted intervention.",
    },
    {
      type: "h2",
      text: "Yield Prediction and Planning",
    },
    {
      type: "p",
      text: "Knowing what the harvest will look like weeks in advance changes how a farm negotiates with buyers, schedules labour, books cold storage and plans logistics. Machine learning models trained on historical yields, satellite imagery, weather and management data can produce increasingly reliable forecasts as the season progresses. Accuracy depends heavily on the quality and length of the historical data, which is one more reason to start collecting data in a structured way today.",
    },
    {
      type: "h2",
      text: "Smarter Livestock Management",
    },
    {
      type: "p",
      text: "AI is not limited to crops. In dairy, poultry, sheep and camel operations, wearable sensors and cameras monitor movement, feeding, rumination and body temperature. Models flag animals that behave unusually, often an early sign of illness or the right moment for breeding. In poultry houses, sensors and computer vision track climate, water consumption and bird behaviour. Earlier intervention means better animal welfare, lower veterinary costs and more consistent production.",
    },
    {
      type: "h2",
      text: "A Smarter Supply Chain",
    },
    {
      type: "p",
      text: "After harvest, AI helps reduce losses and match supply to demand. Demand forecasting guides what to plant and when to sell. Computer vision can grade produce such as dates by size and quality on sorting lines. Route optimisation and cold-chain monitoring keep perishable products fresh on the way to markets, retailers and export ports, and traceability systems give buyers confidence about origin and handling.",
    },
    {
      type: "figure",
      icons: ["tractor", "warehouse", "truck", "store"],
      alt: "A tractor, a warehouse, a delivery truck and a store, tracing produce from the farm to the market",
      caption: "AI connects the farm to the market, from harvest planning to cold storage and delivery.",
    },
    {
      type: "h2",
      text: "Challenges to Plan For",
    },
    {
      type: "ul",
      items: [
        "Data: many farms have little historical data in digital form, and models trained elsewhere may not fit local crops, soils and climate without adaptation.",
        "Connectivity: remote fields may have weak mobile coverage, so solutions often need low-power networks such as LoRaWAN, edge processing or offline-capable apps.",
        "Cost: sensors, drones and software require investment, and the return must be clear, for example in water, input or labour savings.",
        "Skills: farm teams need training and simple interfaces, ideally in Arabic, so that recommendations are trusted and acted on.",
        "Harsh conditions: heat, dust and sand demand robust hardware and regular maintenance.",
      ],
    },
    {
      type: "h2",
      text: "How to Get Started",
    },
    {
      type: "ol",
      items: [
        "Pick one costly problem, such as irrigation water, a recurring pest or harvest planning, and define how you will measure success.",
        "Audit the data you already have: records, sensors, machinery data and sales history.",
        "Run a pilot on one field, greenhouse or herd, ideally comparing it with a similar area managed the usual way.",
        "Choose tools that work with your connectivity and are easy for your team to use in Arabic and English.",
        "Review the results with your agronomists, adjust, and scale what works to more of the operation.",
      ],
    },
    {
      type: "h2",
      text: "AI, Vision 2030 and Food Security",
    },
    {
      type: "p",
      text: "Saudi Vision 2030 places strong emphasis on food security, sustainable use of natural resources and a diversified, technology-driven economy. National strategies focus on producing more with less water, supporting local farmers and building resilient supply chains. AI supports every one of these aims: it helps farms conserve water, reduce waste, improve quality and make better use of investment in greenhouses and modern irrigation. Agribusinesses that build data and AI capabilities now will be well placed as the sector continues to modernise.",
    },
    {
      type: "h2",
      text: "Conclusion",
    },
    {
      type: "p",
      text: "AI is already moving from research into everyday farming, helping growers irrigate precisely, detect pests early, forecast yields and care for livestock. The most successful projects start small, focus on a clear business problem and grow step by step.",
    },
    {
      type: "p",
      text: "If you are exploring AI for your farm, greenhouse or agribusiness, Makkah Tech Solutions can help you design and build the right solution, from sensor dashboards and mobile apps to data platforms and custom AI models. Contact us to discuss your challenge and plan a practical first pilot.",
    },
  ],
} satisfies BlogPost;
