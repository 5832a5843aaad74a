// The lint `npm test` runs over src, scripts, tests and bench: ESLint's and typescript-eslint's
// recommended rules that need no type information (the type check covers the rest, and a typed lint
// would build the program a second time). typescript-eslint comes from tools/lint, whose package says why;
// package.json's overrides keep ts-api-utils, which its rules load, on that package's TypeScript 5.9 too.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "swd6rpg-lint";

export default tseslint.config(
  { ignores: ["**/node_modules/", "dist/", "release/", ".cache/", "test-output/", "packs/", "lang/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No rule here reads a comment's JSDoc: the parser skips it (typescript-estree's jsDocParsingMode),
    // and the project's long docstrings cost nothing to lint.
    languageOptions: { parserOptions: { jsDocParsingMode: "none" } },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      // A leading underscore marks a name kept for its position: an override's unused parameter, a
      // field split off by destructuring.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // `declare namespace X` gives a class's option types its name, as Foundry's own types do.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // The world's client hands itself to stand-ins whose methods have a `this` of their own.
      "@typescript-eslint/no-this-alias": ["error", { allowedNames: ["client"] }],
    },
  },
);
