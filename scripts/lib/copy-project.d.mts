/** Copies the project at `root` into `dir` (node_modules hard-linked), without builds or reports. */
export function copyProjectTo(root: string, dir: string): string;
/** A copy of the project at `root` in a temporary folder (node_modules hard-linked), without builds or reports. */
export function copyProject(root: string, prefix?: string): string;
