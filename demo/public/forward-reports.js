document.addEventListener('storefront-widgets:report', ({ detail }) => {
  navigator.sendBeacon('/collect/storefront-widgets', JSON.stringify(detail));
});
