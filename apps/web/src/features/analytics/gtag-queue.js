// Google's gtag.js reads only `arguments` objects from the data layer: a
// rest-parameter array is silently dropped and no hit is sent. TypeScript
// files here must use rest parameters, so this one function is plain
// JavaScript, typed by gtag-queue.d.ts beside it.

/**
 * Creates the queueing `gtag` function of Google's install snippet.
 * @param {unknown[]} dataLayer
 */
export function createGtagQueue(dataLayer) {
  return function gtag() {
    dataLayer.push(arguments);
  };
}
