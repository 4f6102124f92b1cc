/* global document, location */
// Promotion comments in the support console: the latest across promotions, each with its
// promotion's title, hidden from the app's list by one press. What members typed is only
// ever set as text (textContent), never parsed as markup.
(() => {
  'use strict';
  const list = document.getElementById('comments');
  const status = document.getElementById('comments-status');
  if (!list) return;
  // The console's words in the staff member's language, sent with the page.
  const words = JSON.parse(document.getElementById('support-words').textContent);
  const say = (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

  const api = async (path, method = 'GET') => {
    const response = await fetch(path, method === 'GET' ? {} : { method });
    if (response.status === 401) {
      location.reload();
      throw new Error('signed out');
    }
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.message || 'failed');
    return answer.value;
  };

  const line = (className, text) => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    return p;
  };

  function render(item) {
    const li = document.createElement('li');
    li.dataset.commentId = String(item.id);
    if (item.hidden) li.className = 'hidden-comment';
    li.append(
      line('meta', item.promotionTitle + ' · ' + item.username + ' · ' + new Date(item.createdAt).toLocaleString()),
      line('comment-text', item.text),
    );
    item.images.forEach((image, index) => {
      const link = document.createElement('a');
      link.href = image.url;
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = say('commentPicture', { number: index + 1, name: item.username });
      li.append(link, document.createTextNode(' '));
    });
    if (item.hidden) {
      li.append(line('meta', say('hiddenFromApp')));
      return li;
    }
    const hide = document.createElement('button');
    hide.type = 'button';
    hide.textContent = say('hideCommentBy', { name: item.username });
    hide.addEventListener('click', async () => {
      hide.disabled = true;
      try {
        await api('/support/api/comments/' + item.id + '/hide', 'POST');
        status.textContent = say('commentHidden', { name: item.username });
        await load();
      } catch {
        hide.disabled = false;
        status.textContent = say('commentNotHidden');
      }
    });
    li.append(hide);
    return li;
  }

  async function load() {
    const items = await api('/support/api/comments');
    if (items.length === 0) list.replaceChildren(line('meta', say('noComments')));
    else list.replaceChildren(...items.map(render));
  }
  load().catch(() => {
    status.textContent = say('commentsNotLoaded');
  });
})();
