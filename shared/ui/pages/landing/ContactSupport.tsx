import { usePublicConfig } from '../../config/PublicConfigContext.tsx';

export function ContactSupport() {
  const { supportEmail } = usePublicConfig();
  return (
    <section aria-labelledby="support-heading" className="mx-auto max-w-3xl px-4 py-14 text-center">
      <h2 id="support-heading" className="text-2xl font-bold">
        Questions before you start?
      </h2>
      <p className="mt-3 text-slate-600">A person answers every message, usually within one working day.</p>
      <a
        href={`mailto:${supportEmail}`}
        className="mt-6 inline-block rounded-md border border-sky-300 px-5 py-3 font-semibold text-sky-800 hover:bg-sky-50"
      >
        Contact Support
      </a>
    </section>
  );
}
