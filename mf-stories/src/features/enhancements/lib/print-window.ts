/** How long a print window is watched for its file to arrive before giving up on printing it. */
const WATCH_MS = 60_000;

/**
 * Opens a printable file (the story PDF, the coloring book) in a window of its own and asks the browser to
 * print it once it has loaded: the product rules' "opens a print window". The window stays open with the file, so
 * it can still be saved. A file that did not come (an error page) is shown, never printed; a blocked
 * window falls back to opening the file here.
 */
export function openPrintWindow(url: string): void {
  const printable = window.open(url, '_blank');
  if (!printable) {
    window.location.assign(url);
    return;
  }
  const started = Date.now();
  const timer = window.setInterval(() => {
    if (printable.closed || Date.now() - started > WATCH_MS) {
      window.clearInterval(timer);
      return;
    }
    let loaded = false;
    let isPdf = false;
    try {
      loaded = printable.location.href !== 'about:blank' && printable.document.readyState === 'complete';
      isPdf = printable.document.contentType === 'application/pdf';
    } catch {
      // Not readable (it went to another address): nothing to print from here.
      window.clearInterval(timer);
      return;
    }
    if (!loaded) return;
    window.clearInterval(timer);
    if (!isPdf) return;
    printable.focus();
    printable.print();
  }, 150);
}
