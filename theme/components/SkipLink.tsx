/** "Skip to main content": the first focusable element; targets `main#__main` (N6). */
export function SkipLink() {
  return <a className="skip-link" href="#__main">Skip to main content</a>
}
