// Types of cms/upload-check.js (a plain module the CMS page loads as it is).
export type Format = "jpeg" | "png" | "gif" | "webp" | "avif" | "svg" | "heic" | "pdf";
export interface ImageLimits {
  maxBytes: number;
  maxSide: number;
  maxPixels: number;
}
export interface UploadProblem {
  key:
    | "heic"
    | "pdf"
    | "gif"
    | "unknown"
    | "svg"
    | "bytes"
    | "side"
    | "unreadable"
    | "existsTitle"
    | "exists"
    | "keepBoth"
    | "replace";
  name: string;
  [value: string]: string | number | undefined;
}
type Words = Record<UploadProblem["key"] | "dismiss" | "title", string>;
export const UPLOAD_FORMATS: Format[];
export function sniffFormat(bytes: Uint8Array): Format | null;
export function svgProblems(text: string): string[];
export const uploadMessages: { en: Words; ar: Words };
export function uploadMessage(problem: UploadProblem, lang?: "en" | "ar"): string;
export function uploadProblem(bytes: Uint8Array, name: string, limits: ImageLimits): UploadProblem | null;
export function dimensionProblem(
  width: number,
  height: number,
  name: string,
  limits: ImageLimits,
): UploadProblem | null;
export function storedName(name: string): string;
export function numberedName(name: string, n: number): string;
