/** What opens a section's text column; content objects (whoWeAre, aboutIntro…) carry these fields. */
export type Intro = { eyebrow: string; heading: string; paragraphs?: readonly string[] }

/** The eyebrow, h2 and paragraphs that open a section's text column (beside a picture or a form). */
export function SectionIntro({ id, intro, paragraphClassName }: { id: string; intro: Intro; paragraphClassName?: string }) {
  return (
    <>
      <p className="eyebrow">{intro.eyebrow}</p>
      <h2 id={id}>{intro.heading}</h2>
      {intro.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={paragraphClassName}>
          {paragraph}
        </p>
      ))}
    </>
  )
}
