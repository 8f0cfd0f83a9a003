import Link from 'next/link';

// The test's start page: no footer, a link to the page with one (a client navigation mounts it in the browser).
export default function HomePage() {
  return (
    <main>
      <h1>Start</h1>
      <Link href="/footer">Stopka</Link>
    </main>
  );
}
