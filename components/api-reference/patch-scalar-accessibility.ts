// Scalar 0.8 (the newest that supports Node 20) renders a few things axe rates serious or
// critical. They are fixed here rather than hidden from the test: each fix names the axe rule.
// Scalar re-renders parts of its tree (the sidebar marks the section in view), so the fixes
// are re-applied whenever its DOM changes.

const ROLES_WITH_SELECTED = ["tab", "option", "row", "gridcell", "treeitem", "columnheader", "rowheader"];

function patch(root: HTMLElement) {
  // aria-allowed-attr: the sidebar's buttons and links carry aria-selected, which only those roles may have.
  const notAllowed = ROLES_WITH_SELECTED.map((role) => `[role="${role}"]`).join(",");
  for (const element of root.querySelectorAll(`[aria-selected]:not(${notAllowed})`)) element.removeAttribute("aria-selected");
  // button-name: the copy buttons on code samples and the search button have no accessible name.
  for (const button of root.querySelectorAll("button.scalar-code-copy:not([aria-label])")) button.setAttribute("aria-label", "Copy code");
  root.querySelectorAll('button[role="search"]').forEach((button) => {
    button.removeAttribute("role");
    if (!button.hasAttribute("aria-label")) button.setAttribute("aria-label", "Search the reference");
  });
}

/** Applies the fixes now and after every change below `root`; returns the clean-up. */
export function patchScalarAccessibility(root: HTMLElement): () => void {
  patch(root);
  const observer = new MutationObserver(() => {
    // Our own attribute changes trigger the observer again; patch() finds nothing left to do.
    patch(root);
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-selected", "role", "aria-label"] });
  return () => observer.disconnect();
}
