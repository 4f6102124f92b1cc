/** What the smoke walk asks of a browser: open a path, run a script in the page, reload, picture it, end. */
export interface Engine {
  readonly name: 'firefox' | 'webkit';
  open(path: string): Promise<void>;
  /** Runs `body` as a function's body in the page, with `args` as its `arguments`; resolves to what it returns (JSON). */
  run<T>(body: string, args?: readonly unknown[]): Promise<T>;
  reload(): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Uncaught script errors the page raised, where the engine reports them. */
  pageErrors(): readonly string[];
  close(): Promise<void>;
}

export const VIEWPORT = { width: 390, height: 844 } as const;
