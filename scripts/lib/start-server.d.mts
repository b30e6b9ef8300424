import type { ChildProcess } from "node:child_process";

export type Server = {
  child: ChildProcess;
  isAlive: () => boolean;
  output: () => string;
  stop: () => Promise<void>;
};
type Options = { cwd?: string; env?: NodeJS.ProcessEnv; stdout?: boolean };
export function spawnServer(command: string, args: string[], options?: Options): Server;
export function answers(url: string, init?: object): Promise<boolean>;
export function waitFor(
  ready: () => Promise<unknown>,
  options?: { isAlive?: () => boolean; output?: () => string; timeout?: number; what?: string },
): Promise<void>;
export function startServer(
  command: string,
  args: string[],
  options?: Options & { url?: string; ready?: () => Promise<unknown>; timeout?: number; what?: string },
): Promise<Server>;
