/** The package ships its types as `index.ts.d`, which TypeScript does not find; this is the part we use. */
declare module 'unicode-confusables' {
  /** Each character replaced by the prototype of its confusables.txt class (zero-width characters dropped). */
  export function rectifyConfusion(input: string): string;
}
