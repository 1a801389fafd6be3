import { useEffect, useState } from 'react';
import { TIMINGS } from '../../domain/index.ts';

interface Testimonial {
  name: string;
  role: string;
  text: string;
  rating: 5;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Project manager',
    role: 'Software team',
    text: 'Our weekly planning call used to produce a wall of transcript. Now the action items go out with names attached before lunch.',
    rating: 5,
  },
  {
    name: 'UX researcher',
    role: 'User research',
    text: 'I summarize every interview at a detailed length and keep the speaker labels. Tagging themes across ten interviews takes an afternoon.',
    rating: 5,
  },
  {
    name: 'Board secretary',
    role: 'Non-profit',
    text: 'The summary is my first draft of the minutes. I still check every resolution against the recording, but I start from the right sentences.',
    rating: 5,
  },
];

/** Rotates the quotes every TIMINGS.testimonialRotation ms; the dots select one directly. */
export function MeetingTestimonials() {
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setActive((current) => (current + 1) % TESTIMONIALS.length),
      TIMINGS.testimonialRotation,
    );
    return () => clearInterval(timer);
  }, []);
  const testimonial = TESTIMONIALS[active] ?? TESTIMONIALS[0]!;
  return (
    <div className="mx-auto max-w-2xl text-center">
      <figure aria-live="polite" className="rounded-2xl bg-white p-8 shadow-sm">
        <p className="text-amber-500">
          <span aria-hidden="true">{'★'.repeat(testimonial.rating)}</span>
          <span className="sr-only">Rated {testimonial.rating} out of 5</span>
        </p>
        <blockquote className="mt-4 text-lg text-slate-700">“{testimonial.text}”</blockquote>
        <figcaption className="mt-4 text-sm text-slate-500">
          <span className="font-semibold text-slate-900">{testimonial.name}</span>, {testimonial.role}
        </figcaption>
      </figure>
      <div className="mt-4 flex justify-center gap-2">
        {TESTIMONIALS.map((item, index) => (
          <button
            key={item.name}
            type="button"
            aria-label={`Show testimonial ${index + 1}`}
            aria-pressed={index === active}
            onClick={() => setActive(index)}
            className={`h-2.5 w-2.5 rounded-full ${index === active ? 'bg-sky-700' : 'bg-slate-300'}`}
          />
        ))}
      </div>
    </div>
  );
}
