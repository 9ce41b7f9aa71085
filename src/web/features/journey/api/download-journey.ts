import { useMutation } from '@tanstack/react-query';
import type { JourneyInput } from '#shared/schemas/journey.ts';
import { api } from '#web/lib/api-client.ts';
import { apiErrorOf } from '#web/lib/api-error.ts';

/** The file name the server chose (neutral: never a chat's title). */
const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'my-journey.pdf';

/** Asks for the PDF and saves it: the server answers a POST, so the browser's download is started here. */
export async function downloadJourney(input: JourneyInput): Promise<void> {
  const res = await api.journey.pdf.$post({ json: input });
  if (!res.ok) throw await apiErrorOf(res);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(res.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser; nothing of it stays in the page.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

export function useDownloadJourney() {
  return useMutation({ mutationFn: downloadJourney });
}
