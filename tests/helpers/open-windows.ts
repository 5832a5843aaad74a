/**
 * The happy-dom windows a test file opened, closed when the file ends (tests/setup/close-windows.ts):
 * an open window keeps its document, timers and listeners (about 2 MiB each), and the projects that
 * share one module context between files would otherwise carry every file's windows to the end.
 */

/** What the registry needs of a window: happy-dom's own `close`. */
export interface ClosableWindow {
  happyDOM: { close(): Promise<void> };
}

const open = new Set<ClosableWindow>();

/**
 * Keeps a window to close when the file ends.
 * @returns the same window
 */
export function trackWindow<T extends ClosableWindow>(window: T): T {
  open.add(window);
  return window;
}

/** How many windows are open. */
export function openWindowCount(): number {
  return open.size;
}

/** Closes every window opened since the last call. */
export async function closeOpenWindows(): Promise<void> {
  const windows = [...open];
  open.clear();
  await Promise.all(windows.map((window) => window.happyDOM.close()));
}
