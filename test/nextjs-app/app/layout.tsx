import type { ReactNode } from 'react';
import type {} from 'storefront-widgets/react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl-PL">
      <head>
        {/* The one script: it defines the elements and takes the server-rendered ones over. */}
        <script type="module" src="/static/storefront-widgets.js" async />
      </head>
      <body>{children}</body>
    </html>
  );
}
