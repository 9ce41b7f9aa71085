/* global document, HTMLFormElement */
// Posts an unsubscribe page's form as soon as the page has loaded, so the e-mailed link is one click
// for a person. Only the POST unsubscribes: a mail scanner that fetches the link without running
// scripts changes nothing. Without JavaScript the page's button does the same. Served from our origin
// because the page's policy allows no inline script.
const form = document.querySelector('form[data-auto-submit]');
if (form instanceof HTMLFormElement) form.submit();
