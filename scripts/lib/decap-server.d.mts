/** The path of decap-server's program in the node_modules of the project at `root`. */
export function decapServerBin(root: string): string;
/** decap-server's answer to `info` on `port`, or null while it does not answer. */
export function backendInfo(port: number): Promise<{ publish_modes?: string[]; type?: string } | null>;
/** Starts decap-server over `dir` on `port` and resolves once it answers. */
export function startDecapServer(options: {
  root: string;
  dir: string;
  port: number;
  mode: "fs" | "git";
  timeout?: number;
}): Promise<{ port: number; stop: () => Promise<void> }>;
