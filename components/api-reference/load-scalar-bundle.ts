// Scalar's prebuilt browser bundle, served by app/vendor/scalar.js/route.ts, added to the page
// once. The page's policy trusts it through 'strict-dynamic': a script our nonced code adds is
// allowed, no nonce or eval needed. It defines window.Scalar.createApiReference; with no
// #api-reference or [data-spec] element on the page it mounts nothing by itself.

export type ScalarApp = { destroy(): void };
type ScalarGlobal = { createApiReference(element: HTMLElement, configuration: Record<string, unknown>): ScalarApp };

let loading: Promise<ScalarGlobal> | undefined;

export function loadScalarBundle(): Promise<ScalarGlobal> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/vendor/scalar.js";
    script.async = true;
    // A failed load may be retried ("Try again"): the next call adds the script anew.
    const fail = (message: string) => {
      script.remove();
      loading = undefined;
      reject(new Error(message));
    };
    script.onload = () => {
      const scalar = (window as { Scalar?: ScalarGlobal }).Scalar;
      if (scalar) resolve(scalar);
      else fail("Scalar's bundle loaded without defining window.Scalar");
    };
    script.onerror = () => fail("Scalar's bundle could not be loaded");
    document.head.append(script);
  });
  return loading;
}
