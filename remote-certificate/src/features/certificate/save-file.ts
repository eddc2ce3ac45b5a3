/** Saves bytes as a file through the browser's download (nothing is kept in the page). */
export function saveFile(bytes: ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the object URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
