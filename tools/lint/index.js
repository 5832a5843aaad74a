// typescript-eslint, resolved from this package, so that its parser loads this package's TypeScript 5.9
// and not the project's TypeScript 7 (package.json says why).
export { default } from "typescript-eslint";
