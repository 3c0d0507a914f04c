/** @jest-environment node */
import { countUnhandledRejections } from '@/foundation/metrics/count-unhandled-rejections';
import { getSiteMetrics } from '@/foundation/metrics/registry';

async function unhandledRejectionsCounted(): Promise<number> {
  const { values } = await getSiteMetrics().unhandledRejections.get();
  return values[0]?.value ?? 0;
}

describe('playnote_unhandled_rejections_total (issue 19, the soak counts it)', () => {
  it('installs one listener however often it is called, and the listener counts each rejection', async () => {
    // Jest's sandboxed process does not report listeners, so the registration is watched instead.
    const on = jest.spyOn(process, 'on').mockImplementation(() => process);
    countUnhandledRejections();
    countUnhandledRejections();
    expect(on).toHaveBeenCalledTimes(1);
    expect(on).toHaveBeenCalledWith('unhandledRejection', expect.any(Function));
    const listener = on.mock.calls[0]?.[1] as () => void;
    on.mockRestore();

    const before = await unhandledRejectionsCounted();
    listener();
    listener();
    expect(await unhandledRejectionsCounted()).toBe(before + 2);
  });
});
