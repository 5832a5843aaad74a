/**
 * Every test closes the happy-dom windows it opened when it ends, and every test file those its tests
 * shared when the file ends (tests/helpers/open-windows.ts).
 */
import { afterAll, afterEach, beforeEach } from "vitest";
import { beginTestWindows, closeOpenWindows, endTestWindows } from "../helpers/open-windows.ts";

beforeEach(beginTestWindows);
afterEach(endTestWindows);
afterAll(closeOpenWindows);
