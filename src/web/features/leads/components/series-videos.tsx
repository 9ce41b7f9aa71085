import { BookOpen, Clock } from 'lucide-react';
import { embedSrc, lessonAnchor, type SeriesVideo } from '#shared/series.ts';
import { quotedVerse } from '#shared/verse-text.ts';
import { seriesStrings as t } from '../leads.strings.ts';

// The series' three parts (docs/product/rulings.md#series-videos): a configured video plays in a
// privacy-enhanced player (YouTube's no-cookie one, Vimeo with Do Not Track) or the browser's own with
// its captions; a part whose video is not configured yet says so and links to its lesson, written out
// below the cards, so the page never promises a video it cannot play.

function Player({ video }: { video: SeriesVideo }) {
  const source = video.video;
  if (!source) {
    return (
      <div className="flex aspect-video flex-col items-center justify-center gap-3 bg-teal-soft p-6 text-center">
        <BookOpen aria-hidden="true" className="size-10 text-teal" />
        <p className="text-ink">{t.lessonInText}</p>
      </div>
    );
  }
  if (source.provider === 'file') {
    return (
      <video
        controls
        preload="metadata"
        aria-label={video.title}
        // Captions from another host are fetched with CORS, as the track element requires.
        crossOrigin={source.captions?.startsWith('https://') ? 'anonymous' : undefined}
        className="aspect-video h-auto w-full bg-ink"
      >
        <source src={source.url} />
        {source.captions && (
          <track kind="captions" src={source.captions} srcLang="en" label={t.captions} default />
        )}
      </video>
    );
  }
  return (
    <iframe
      src={embedSrc(source)}
      title={video.title}
      width="560"
      height="315"
      loading="lazy"
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-video h-auto w-full"
    />
  );
}

export function SeriesVideos({ videos }: { videos: readonly SeriesVideo[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-3">
      {videos.map((video, index) => (
        <li key={video.title} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
          <Player video={video} />
          <div className="flex flex-col gap-2 p-5">
            <h2 className="font-serif text-xl text-ink">{video.title}</h2>
            <p className="flex items-center gap-1 text-sm text-ink-soft">
              <Clock aria-hidden="true" className="size-4" />
              {t.minutes(video.minutes)}
            </p>
            <p className="text-ink-soft">{video.summary}</p>
            {!video.video && (
              <a
                href={`#${lessonAnchor(index)}`}
                className="inline-flex min-h-11 items-center font-medium text-teal underline underline-offset-4"
              >
                {t.readLesson(index + 1)}
              </a>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Each lesson whose video is not configured yet, written out with its verses. */
export function SeriesLessons({ videos }: { videos: readonly SeriesVideo[] }) {
  const lessons = videos.map((video, index) => ({ video, index })).filter(({ video }) => !video.video);
  if (lessons.length === 0) return null;
  return (
    <section aria-labelledby="lessons-title" className="mt-14">
      <h2 id="lessons-title" className="font-serif text-3xl text-ink">
        {t.lessonsTitle}
      </h2>
      <div className="mt-6 flex flex-col gap-8">
        {lessons.map(({ video, index }) => (
          <article
            key={video.title}
            id={lessonAnchor(index)}
            aria-labelledby={`${lessonAnchor(index)}-title`}
            tabIndex={-1}
            className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm sm:p-8"
          >
            <h3 id={`${lessonAnchor(index)}-title`} className="font-serif text-2xl text-ink">
              {video.title}
            </h3>
            <div className="mt-4 flex max-w-3xl flex-col gap-4 text-lg leading-relaxed text-ink">
              {video.lesson.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h4 className="mt-6 font-serif text-xl text-ink">{t.lessonVerses}</h4>
            <div className="mt-3 flex flex-col gap-4">
              {video.lesson.verses.map((verse) => (
                <figure key={verse.ref} className="border-l-4 border-gold/60 pl-4">
                  <blockquote className="font-serif text-lg text-ink italic">
                    {quotedVerse(verse.text)}
                  </blockquote>
                  <figcaption className="mt-1 text-sm text-ink-soft">{verse.ref} (WEB)</figcaption>
                </figure>
              ))}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
