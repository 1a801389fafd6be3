import { useEffect, useId, useState } from 'react';
import { TIMINGS } from '../../domain/index.ts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { LANDING_TESTIMONIALS, type Testimonial } from './testimonialData.ts';

interface TestimonialsProps {
  testimonials?: readonly Testimonial[];
  heading?: string;
}

/**
 * One testimonial at a time, advancing every few seconds. Dots pick one directly. Rotation pauses while
 * the pointer or keyboard focus is inside (so nobody loses the text they are reading) and does not run
 * at all for visitors who asked for reduced motion.
 */
export function Testimonials({
  testimonials = LANDING_TESTIMONIALS,
  heading = 'What our users say',
}: TestimonialsProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;
  const count = testimonials.length;
  const headingId = useId();

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      TIMINGS.testimonialRotation,
    );
    return () => clearInterval(timer);
  }, [paused, count]);

  const current = testimonials[index % count];
  if (!current) return null;

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="bg-sky-950 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
        <figure className="mt-8 min-h-52" data-testid="testimonial" aria-live={paused ? 'polite' : 'off'}>
          <p className="text-amber-300">
            <span aria-hidden="true">{'★'.repeat(current.rating)}</span>
            <span className="sr-only">Rated {current.rating} out of 5</span>
          </p>
          <blockquote className="mt-4 text-lg leading-relaxed text-sky-50">“{current.text}”</blockquote>
          <figcaption className="mt-5">
            <span className="font-semibold">{current.name}</span>
            <span className="block text-sm text-sky-200">{current.role}</span>
          </figcaption>
        </figure>
        <div className="mt-6 flex justify-center gap-1">
          {testimonials.map((testimonial, dot) => (
            <button
              key={testimonial.name}
              type="button"
              aria-label={`Show testimonial ${dot + 1} of ${count}`}
              aria-pressed={dot === index}
              onClick={() => setIndex(dot)}
              className="group rounded-full p-1.5 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              <span
                aria-hidden="true"
                className={`block h-3 w-3 rounded-full transition-colors ${
                  dot === index ? 'bg-amber-300' : 'bg-sky-700 group-hover:bg-sky-500'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
