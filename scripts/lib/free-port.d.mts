/** Resolves to a port nothing listens on at this moment (the system's pick). */
export function freePort(): Promise<number>;
