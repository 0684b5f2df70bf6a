/* global document, navigator, window */
// Copy buttons for one-time secrets. Progressive enhancement only: the buttons stay hidden
// without JavaScript, and the secret can always be selected and copied by hand.
document.querySelectorAll('button[data-copy]').forEach((button) => {
  const target = document.getElementById(button.getAttribute('data-copy'));
  if (!target) return;
  button.hidden = false;
  const label = button.textContent;
  button.addEventListener('click', async () => {
    let copied = false;
    try {
      await navigator.clipboard.writeText(target.textContent.trim());
      copied = true;
    } catch {
      // No clipboard access (plain HTTP, permissions): select the text for the person instead.
      const range = document.createRange();
      range.selectNodeContents(target);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    }
    button.textContent = copied ? 'Copied' : 'Selected — press Ctrl+C';
    setTimeout(() => { button.textContent = label; }, 2000);
  });
});

// Sign-out forms that need no decision go on by themselves; their button serves without JavaScript.
document.querySelectorAll('form[data-auto-submit]').forEach((form) => form.submit());
