/** Posts a failed call to the site's error log; if that fails too, the console is all that is left. */
export async function reportError(error: string, detail: string): Promise<void> {
  const lines = detail.split('\n');
  try {
    const response = await fetch('/api/saveErrorAPI', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        error: error.slice(0, 2000),
        firstLine: lines[0] ?? '',
        lastLine: lines.at(-1) ?? '',
        singleLog: detail.slice(0, 8000),
      }),
    });
    if (!response.ok) throw new Error(`saveErrorAPI answered ${response.status}`);
  } catch (failure) {
    console.warn('error log unavailable', failure, error);
  }
}
