/**
 * A count with its noun as Arabic writes it: 1 → "شهر واحد", 2 → "شهرين", 3–10 → "6 أشهر",
 * 11–99 → "12 شهرًا", hundreds → "100 شهر" (number and noun joined by a no-break space).
 */
export const counted = (n: number, one: string, two: string, few: string, many: string, hundred: string) => {
  if (n === 1) return one;
  if (n === 2) return two;
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n}\u00a0${few}`;
  if (rest >= 11) return `${n}\u00a0${many}`;
  return `${n}\u00a0${hundred}`;
};

/** A number of days: «يوم واحد», «يومين», «7 أيام», «30 يومًا», «100 يوم». */
export const countedDays = (n: number) => counted(n, "يوم واحد", "يومين", "أيام", "يومًا", "يوم");
