/** Creates the queueing `gtag` function of Google's install snippet, which pushes `arguments` objects. */
export declare function createGtagQueue(dataLayer: unknown[]): (...args: unknown[]) => void;
