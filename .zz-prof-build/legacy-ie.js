/* Runs only in browsers without ES modules (nomodule). Spec 2: the Chinese alert on IE10 and below. */
(function () {
  var mode = document.documentMode;
  if (mode && mode <= 10) {
    alert('富文本编辑器组件不支持 IE10 及以下版本的浏览器，请升级浏览器或使用 Chrome、Edge、Firefox 访问。');
  }
})();
