export interface ProseSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Headed sections of plain paragraphs and bullets (about, privacy, terms). */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => (
        <section
          key={section.heading}
          aria-labelledby={slug(section.heading)}
          className="flex flex-col gap-3"
        >
          <h2 id={slug(section.heading)} className="font-serif text-2xl text-ink">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-ink-soft">
              {paragraph}
            </p>
          ))}
          {section.bullets && (
            <ul className="list-disc space-y-2 pl-6 text-ink-soft">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
