/* global document, location, WebSocket, Option */
// The support console: the queue of conversations, one conversation's messages, replies,
// canned answers, assignment and closing. Messages arrive over the support socket, which
// sends each stored message once and in order past the last id this page holds.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  // The console's words in the staff member's language, sent with the page.
  const words = JSON.parse($('support-words').textContent);
  const say = (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  const queueList = $('queue');
  const messages = $('messages');
  const title = $('thread-title');
  const status = $('status');
  const typing = $('typing');
  const replyText = $('reply-text');
  const sendButton = $('send');
  const pictureInput = $('reply-picture');
  const assignButton = $('assign');
  const closeButton = $('close');
  const canned = $('canned');
  const cannedLanguage = $('canned-language');
  const staffId = Number(document.querySelector('main').dataset.staffId);

  let socket = null;
  let current = null; // { id, name, status }
  let lastId = 0;
  let conversations = [];
  let answers = [];
  let typingTimer = 0;
  let lastTypingSent = 0;

  const api = async (path, method = 'GET', body = {}) => {
    const response = await fetch(
      path,
      method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    if (response.status === 401) {
      location.reload();
      throw new Error('signed out');
    }
    const answer = await response.json();
    return answer.value;
  };

  const send = (frame) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  function renderQueue() {
    queueList.replaceChildren(
      ...conversations.map((c) => {
        const li = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.setAttribute('aria-current', current && current.id === c.id ? 'true' : 'false');
        const name = document.createElement('span');
        const who = c.visitor ? say('visitor', { name: c.name }) : c.name;
        name.textContent = c.unread > 0 ? say('unread', { name: who, count: c.unread }) : who;
        const meta = document.createElement('span');
        meta.className = 'meta';
        meta.textContent =
          (c.status === 'CLOSED' ? say('closed') : c.staffName ? say('withStaff', { name: c.staffName }) : say('waiting')) +
          (c.lastMessage ? ' · ' + c.lastMessage.slice(0, 60) : '');
        button.append(name, meta);
        button.addEventListener('click', () => open(c));
        li.append(button);
        return li;
      }),
    );
  }

  let queueTimer = 0;
  const refreshQueue = () => {
    clearTimeout(queueTimer);
    queueTimer = setTimeout(async () => {
      conversations = await api('/support/api/queue');
      if (current) {
        const fresh = conversations.find((c) => c.id === current.id);
        if (fresh) current = fresh;
        updateThreadControls();
      }
      renderQueue();
    }, 150);
  };

  function updateThreadControls() {
    const open = current && current.status === 'OPEN';
    replyText.disabled = !open;
    sendButton.disabled = !open;
    pictureInput.disabled = !open;
    closeButton.disabled = !open;
    assignButton.disabled = !open || current.staffId === staffId;
    status.textContent = !current
      ? ''
      : current.status === 'CLOSED'
        ? say('conversationClosed')
        : current.staffName
          ? say('assignedTo', { name: current.staffName })
          : say('waitingForAgent');
  }

  function addMessage(message) {
    if (!current || message.conversationId !== current.id || message.id <= lastId) return;
    lastId = message.id;
    const li = document.createElement('li');
    li.className = message.from === 'STAFF' ? 'staff' : 'player';
    const author = document.createElement('span');
    author.className = 'author';
    author.textContent = message.author;
    li.append(author);
    if (message.image) {
      // The thumbnail opens the picture full size in a tab of its own.
      const link = document.createElement('a');
      link.href = message.image.url;
      link.target = '_blank';
      link.rel = 'noopener';
      const image = document.createElement('img');
      image.src = message.image.url;
      image.alt = say('pictureFrom', { name: message.author });
      image.className = 'thumb';
      link.append(image);
      li.append(link);
    }
    if (message.text) {
      const text = document.createElement('span');
      text.textContent = message.text;
      li.append(text);
    }
    messages.append(li);
    messages.scrollTop = messages.scrollHeight;
    if (message.from === 'PLAYER') send({ type: 'read', conversationId: current.id, upToId: message.id });
  }

  async function open(conversation) {
    current = conversation;
    lastId = 0;
    messages.replaceChildren();
    typing.textContent = '';
    title.textContent = say('chatWith', { name: conversation.name });
    updateThreadControls();
    renderQueue();
    send({ type: 'watch', conversationId: conversation.id, lastSeenId: 0 });
  }

  function connect() {
    socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/support');
    socket.addEventListener('open', () => {
      refreshQueue();
      if (current) send({ type: 'watch', conversationId: current.id, lastSeenId: lastId });
    });
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(event.data);
      if (frame.type === 'message') addMessage(frame.message);
      else if (frame.type === 'queue') refreshQueue();
      else if (frame.type === 'typing' && current && frame.conversationId === current.id) {
        typing.textContent = say('typing', { name: current.name });
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => (typing.textContent = ''), 3000);
      } else if (frame.type === 'read' && current && frame.conversationId === current.id) {
        status.textContent = say('seenBy', { name: current.name });
      } else if (frame.type === 'closed') refreshQueue();
    });
    socket.addEventListener('close', () => setTimeout(connect, 1000));
  }

  function renderCanned() {
    const language = cannedLanguage.value;
    canned.replaceChildren(new Option(say('chooseAnswer'), ''), ...answers.map((a) => new Option(a[language], a.id)));
  }

  canned.addEventListener('change', () => {
    const answer = answers.find((a) => a.id === canned.value);
    if (answer) replyText.value = answer[cannedLanguage.value];
    canned.value = '';
    replyText.focus();
  });
  cannedLanguage.addEventListener('change', renderCanned);

  $('reply').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = replyText.value.trim();
    if (!current || !text) return;
    const id = 'c' + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
    send({ type: 'send', conversationId: current.id, clientMessageId: id, text });
    replyText.value = '';
  });
  // A picture is uploaded (checked and re-encoded by the platform), then sent by its key.
  pictureInput.addEventListener('change', async () => {
    const file = pictureInput.files[0];
    pictureInput.value = '';
    if (!current || !file) return;
    const conversationId = current.id;
    const id = 'c' + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
    const form = new FormData();
    form.append('image', file, file.name);
    status.textContent = say('sendingFile', { file: file.name });
    const response = await fetch('/support/api/image', { method: 'POST', headers: { 'idempotency-key': id }, body: form });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok || !answer.value) {
      status.textContent =
        answer.errorCode === 'feedback.notAnImage'
          ? say('notAPicture', { file: file.name })
          : answer.errorCode === 'feedback.imageTooLarge'
            ? say('pictureTooLarge', { file: file.name })
            : say('fileNotSent', { file: file.name });
      return;
    }
    status.textContent = '';
    send({ type: 'send', conversationId, clientMessageId: id, imageKey: answer.value.key });
  });
  replyText.addEventListener('input', () => {
    if (current && Date.now() - lastTypingSent > 1500) {
      lastTypingSent = Date.now();
      send({ type: 'typing', conversationId: current.id });
    }
  });
  assignButton.addEventListener('click', async () => {
    if (current) await api('/support/api/conversations/' + current.id + '/assign', 'POST');
    refreshQueue();
  });
  closeButton.addEventListener('click', async () => {
    if (current) await api('/support/api/conversations/' + current.id + '/close', 'POST');
    refreshQueue();
  });

  // Feedback from members, those without an answer first; each is answered once from here.
  const feedbackList = $('feedback');
  async function loadFeedback() {
    const items = await api('/support/api/feedback');
    feedbackList.replaceChildren(
      ...items.map((item) => {
        const li = document.createElement('li');
        const head = document.createElement('p');
        head.className = 'meta';
        head.textContent = item.username + ' · ' + item.type + ' · ' + new Date(item.createdAt).toLocaleString();
        const content = document.createElement('p');
        content.textContent = item.content;
        li.append(head, content);
        for (const image of item.images) {
          const link = document.createElement('a');
          link.href = image.url;
          link.textContent = say('imageNumber', { number: item.images.indexOf(image) + 1 });
          link.target = '_blank';
          li.append(link, document.createTextNode(' '));
        }
        if (item.reply) {
          const reply = document.createElement('p');
          reply.textContent = say('answered', { text: item.reply });
          li.append(reply);
        } else {
          const form = document.createElement('form');
          const id = 'feedback-answer-' + item.id;
          const label = document.createElement('label');
          label.htmlFor = id;
          label.textContent = say('answerTo', { name: item.username });
          const text = document.createElement('textarea');
          text.id = id;
          text.rows = 2;
          text.maxLength = 2000;
          const button = document.createElement('button');
          button.type = 'submit';
          button.textContent = say('sendAnswerTo', { name: item.username });
          form.append(label, text, button);
          form.addEventListener('submit', async (event) => {
            event.preventDefault();
            if (!text.value.trim()) return;
            await api('/support/api/feedback/' + item.id + '/reply', 'POST', { text: text.value.trim() });
            loadFeedback();
          });
          li.append(form);
        }
        return li;
      }),
    );
  }
  loadFeedback();

  api('/support/api/canned').then((value) => {
    answers = value;
    renderCanned();
  });
  connect();
})();
