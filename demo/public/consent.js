// The demo host page's answer to the footer's cookie-settings link: open its own consent dialog.
document.addEventListener('shop-footer-cookie-settings', () => {
  const dialog = document.getElementById('consent-settings');
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
});
