/**
 * The happy-dom windows the tests open, closed when they are done with (tests/setup/close-windows.ts):
 * a window opened while a test runs (its body or its `beforeEach`) when that test ends, any other
 * (opened by a `beforeAll` or while the file loads, and shared by its tests) when the file ends. An
 * open window keeps its document, timers and listeners (about 2 MiB each, and through its listeners
 * whatever made them: a world's clients), and the projects that share one module context between
 * files would otherwise carry every file's windows to the end.
 */

/** What the registry needs of a window: happy-dom's own `close`. */
export interface ClosableWindow {
  happyDOM: { close(): Promise<void> };
}

const open = new Set<ClosableWindow>();

/** The windows opened since the running test began; null between tests. */
let testWindows: Set<ClosableWindow> | null = null;

/** Where a window opened now is closed: the running test's windows, or null outside a test (the file's). */
export type WindowScope = Set<ClosableWindow> | null;

/** The scope a window opened now belongs to, for a window opened later on behalf of what runs now. */
export function windowScope(): WindowScope {
  return testWindows;
}

/**
 * Keeps a window to close when the running test ends, or, outside a test, when the file ends.
 * @param scope the test it belongs to, when not the running one (`windowScope()` read earlier)
 * @returns the same window
 */
export function trackWindow<T extends ClosableWindow>(window: T, scope: WindowScope = testWindows): T {
  open.add(window);
  scope?.add(window);
  return window;
}

/** How many windows are open. */
export function openWindowCount(): number {
  return open.size;
}

/** Begins a test: the windows opened from now until `endTestWindows` are the test's. */
export function beginTestWindows(): void {
  testWindows = new Set();
}

/** Ends a test: closes the windows it opened that are still open. */
export async function endTestWindows(): Promise<void> {
  const windows = [...(testWindows ?? [])].filter((window) => open.has(window));
  testWindows = null;
  await close(windows);
}

/** Closes every window opened since the last call. */
export async function closeOpenWindows(): Promise<void> {
  await close([...open]);
}

async function close(windows: ClosableWindow[]): Promise<void> {
  for (const window of windows) open.delete(window);
  await Promise.all(windows.map((window) => window.happyDOM.close()));
}
