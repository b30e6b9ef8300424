/** An entry of a list: its id (the file's name), its path from the root and its data. */
export interface ListEntry {
  id: string;
  file: string;
  data: { order: number; en: Record<string, string>; ar: Record<string, string>; [field: string]: unknown };
}
/** The entries of `list` (content/<list>/) under `root`, in the list's order. */
export function listEntries(root: string, list: string): ListEntry[];
