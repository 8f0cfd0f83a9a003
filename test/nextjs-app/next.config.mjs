// The shop's services, as the Next.js server reaches them (an internal address): the browser's calls to
// /service/… on the shop's own origin go there.
const services = process.env.STOREFRONT_SERVICES ?? 'http://127.0.0.1:4520';

/** @type {import('next').NextConfig} */
const nextConfig = {
  async rewrites() {
    return [{ source: '/service/:path*', destination: `${services}/service/:path*` }];
  },
};

export default nextConfig;
