/** Every test file closes the happy-dom windows it opened when it ends (tests/helpers/open-windows.ts). */
import { afterAll } from "vitest";
import { closeOpenWindows } from "../helpers/open-windows.ts";

afterAll(closeOpenWindows);
