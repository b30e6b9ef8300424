"use client";

import { useId } from "react";
import type { Engine, ISourceOptions } from "@tsparticles/engine";
import { Particles, ParticlesProvider } from "@tsparticles/react";
import { loadSlim } from "@tsparticles/slim";

// Module scope: the provider requires a stable init, and Particles reloads when options change identity.
const init = async (engine: Engine) => {
  await loadSlim(engine);
};

// Spec section 9: 150 particles, speed 6, link distance 150, grab on hover, 4 pushed on click.
const options: ISourceOptions = {
  fullScreen: { enable: false },
  background: { color: { value: "transparent" } },
  fpsLimit: 60,
  detectRetina: true,
  pauseOnBlur: true,
  // The engine's own observer stops drawing while the banner is scrolled away.
  pauseOnOutsideViewport: true,
  particles: {
    // 150 on a desktop-sized banner (1280 x 720); density scales that to the banner's area, so
    // a phone gets fewer and the headline stays legible. The limit caps click-pushed particles.
    number: {
      value: 150,
      density: { enable: true, width: 1280, height: 720 },
      limit: { mode: "delete", value: 300 },
    },
    color: { value: "#c7d6ff" },
    opacity: { value: 0.55 },
    size: { value: { min: 1, max: 3 } },
    links: { enable: true, distance: 150, color: "#8eadff", opacity: 0.28, width: 1 },
    move: { enable: true, speed: 6, outModes: { default: "out" } },
  },
  interactivity: {
    // The canvas takes no pointer events (content stays clickable); the engine listens on the window.
    detectsOn: "window",
    events: {
      onHover: { enable: true, mode: "grab" },
      onClick: { enable: true, mode: "push" },
    },
    modes: {
      grab: { distance: 160, links: { opacity: 0.7 } },
      push: { quantity: 4 },
    },
  },
};

/** The particle layer itself; loaded on demand by ParticlesBackdrop, never in the initial bundle. */
export function ParticlesCanvas() {
  const id = `particles-${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  return (
    <ParticlesProvider init={init}>
      <Particles id={id} options={options} className="absolute inset-0 [&>canvas]:!pointer-events-none" />
    </ParticlesProvider>
  );
}
