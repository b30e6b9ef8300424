// Placeholder until the particles island lands: the banner keeps its static background.
export function ParticlesBackdrop() {
  return null;
}
