import { RadioGroup } from 'radix-ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import {
  DEFAULT_FONT_SIZE,
  FONT_SIZES,
  isFontSize,
  readFontSize,
  saveFontSize,
  type FontSize,
} from './font-size.ts';
import { appearanceStrings as t } from './settings.strings.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';

/**
 * Settings -> Appearance (docs/product/specification.md#settings,
 * docs/product/specification.md#browser-storage): the font size for this browser.
 */
export function AppearanceTab() {
  const [size, setSize] = useState<FontSize>(readFontSize);

  // The page may have been opened with a bad stored value: normalise the class and storage to what we show.
  useEffect(() => saveFontSize(readFontSize()), []);

  const choose = (value: string) => {
    if (!isFontSize(value) || value === size) return;
    setSize(value);
    saveFontSize(value);
    // The toast names the stored value as written, "Font size changed to small"
    // (docs/product/specification.md#settings).
    toast.success(t.changed(value));
  };

  const reset = () => {
    setSize(DEFAULT_FONT_SIZE);
    saveFontSize(DEFAULT_FONT_SIZE);
    toast.success(t.resetDone);
  };

  return (
    <SettingsSection title={t.heading} intro={t.intro}>
      <div className="flex flex-col gap-3">
        <p id="font-size-label" className="font-semibold text-ink">
          {t.fontSize}
        </p>
        <RadioGroup.Root
          value={size}
          onValueChange={choose}
          aria-labelledby="font-size-label"
          className="flex flex-col gap-2 sm:flex-row sm:gap-4"
        >
          {FONT_SIZES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-deep px-4 has-[[data-state=checked]]:border-teal has-[[data-state=checked]]:bg-teal-soft"
            >
              <RadioGroup.Item
                value={value}
                className="flex size-5 items-center justify-center rounded-full border-2 border-teal bg-white"
              >
                <RadioGroup.Indicator className="block size-2.5 rounded-full bg-teal" />
              </RadioGroup.Item>
              <span className="text-ink">{t.sizes[value]}</span>
            </label>
          ))}
        </RadioGroup.Root>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{t.previewLabel}</p>
        {/* The class on <html> scales every rem, so this text (like the whole page) follows the choice. */}
        <p data-testid="font-preview" data-size={size} className="rounded-lg bg-sand p-4 text-base text-ink">
          {t.preview}
        </p>
      </div>
      <Button variant="secondary" onClick={reset} className="self-start">
        {t.reset}
      </Button>
    </SettingsSection>
  );
}
