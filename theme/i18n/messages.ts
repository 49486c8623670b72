/**
 * The theme's own strings (issue 17): English defaults, worded as the theme has always shown
 * them, and built-in translations. Ids are Docusaurus's code.json ids where Docusaurus has the
 * string (so a site's `i18n/<locale>/code.json` overrides them as it would in Docusaurus);
 * `cwc.*` ids are this theme's own. Plural messages are Docusaurus's `one|other` forms, ordered
 * as `Intl.PluralRules` lists the locale's categories.
 */
export type Messages = Record<string, string>

/** English: the theme's words before translations existed (byte-for-byte the same pages). */
export const EN = {
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.TOC.navAriaLabel': 'On this page',
  'theme.TOCMobile.navAriaLabel': 'On this page (mobile)',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.lastUpdated': 'Last updated',
  'theme.lastUpdated.on': 'on',
  'theme.lastUpdated.by': 'by',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for. The page may have moved, or the link may be mistyped.',
  'theme.NotFound.description': 'We could not find what you were looking for.',
  'cwc.NotFound.docs': 'Read the documentation',
  'cwc.NotFound.blog': 'Visit the blog',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'cwc.PageError.title': 'Page Error',
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.admonition.caution': 'Caution',
  'theme.admonition.important': 'Important',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'Back to main menu',
  'theme.docs.sidebar.collapseButtonTitle': 'Collapse sidebar',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'theme.navbar.mobilePanelAriaLabel': 'Navigation',
  'theme.navbar.mainAriaLabel': 'Main',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.SearchBar.label': 'Search',
  'cwc.SearchBar.title': 'Search (Ctrl+K or /)',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts',
  'theme.AnnouncementBar.ariaLabel': 'Announcement',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsPageLink': 'View all tags',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.description': 'Every post, newest first.',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.viewAll': 'View all authors',
  'theme.blog.author.noPosts': 'This author has not written any posts yet.',
  'theme.DocCardList.ariaLabel': 'Pages in this section',
  'theme.unlistedContent.title': 'Unlisted page',
  'theme.unlistedContent.message': 'This page is unlisted. Search engines will not index it, and only readers with a direct link can find it.',
  'theme.draftContent.title': 'Draft',
  'theme.draftContent.message': 'This page is a draft: it shows in development only and is left out of production builds.',
  'cwc.copyPage': 'Copy page',
  'theme.navbar.localeDropdown.label': 'Languages',
  'cwc.untranslated.title': 'Not translated yet',
  'cwc.untranslated.message': 'This page has no {locale} translation yet; it is shown in {defaultLocale}.',
} as const satisfies Messages

/** A theme string id. */
export type MessageId = keyof typeof EN

/** Built-in translations (what a locale leaves out stays English). */
export const BUILT_IN: Record<string, Partial<Record<MessageId, string>>> = {
  de: {
    'theme.TOCCollapsible.toggleButtonLabel': 'Auf dieser Seite', 'theme.TOC.navAriaLabel': 'Auf dieser Seite', 'theme.TOCMobile.navAriaLabel': 'Auf dieser Seite (mobil)',
    'theme.docs.paginator.navAriaLabel': 'Dokumentationsseiten', 'theme.docs.paginator.previous': 'Zurück', 'theme.docs.paginator.next': 'Weiter',
    'theme.blog.post.paginator.navAriaLabel': 'Blog-Post-Navigation', 'theme.blog.post.paginator.newerPost': 'Neuerer Post', 'theme.blog.post.paginator.olderPost': 'Älterer Post',
    'theme.blog.paginator.navAriaLabel': 'Navigation der Blog-Listenseite', 'theme.blog.paginator.newerEntries': 'Neuere Einträge', 'theme.blog.paginator.olderEntries': 'Ältere Einträge',
    'theme.common.editThisPage': 'Diese Seite bearbeiten', 'theme.lastUpdated.lastUpdated': 'Zuletzt aktualisiert', 'theme.lastUpdated.on': 'am', 'theme.lastUpdated.by': 'von',
    'theme.NotFound.title': 'Seite nicht gefunden', 'theme.NotFound.p1': 'Wir konnten nicht finden, wonach Sie gesucht haben. Die Seite wurde vielleicht verschoben oder der Link ist falsch geschrieben.', 'theme.NotFound.description': 'Wir konnten nicht finden, wonach Sie gesucht haben.',
    'cwc.NotFound.docs': 'Zur Dokumentation', 'cwc.NotFound.blog': 'Zum Blog',
    'theme.ErrorPageContent.title': 'Diese Seite ist abgestürzt.', 'theme.ErrorPageContent.tryAgain': 'Nochmal versuchen', 'cwc.PageError.title': 'Seitenfehler',
    'theme.admonition.note': 'Hinweis', 'theme.admonition.tip': 'Tipp', 'theme.admonition.info': 'Info', 'theme.admonition.warning': 'Warnung', 'theme.admonition.danger': 'Gefahr', 'theme.admonition.caution': 'Vorsicht', 'theme.admonition.important': 'Wichtig',
    'theme.blog.post.readingTime.plurals': 'Eine Minute Lesezeit|{readingTime} Minuten Lesezeit', 'theme.blog.post.plurals': 'Ein Post|{count} Posts',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'Zurück zum Hauptmenü', 'theme.docs.sidebar.collapseButtonTitle': 'Seitenleiste einklappen', 'theme.docs.sidebar.navAriaLabel': 'Dokumentations-Seitenleiste',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Navigationsleiste umschalten', 'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Navigationsleiste schließen', 'theme.navbar.mobilePanelAriaLabel': 'Navigation', 'theme.navbar.mainAriaLabel': 'Haupt',
    'theme.docs.breadcrumbs.navAriaLabel': 'Brotkrümel', 'theme.docs.breadcrumbs.home': 'Startseite', 'theme.common.skipToMainContent': 'Zum Hauptinhalt springen',
    'theme.SearchBar.label': 'Suche', 'cwc.SearchBar.title': 'Suche (Strg+K oder /)', 'theme.blog.sidebar.navAriaLabel': 'Neueste Blog-Posts', 'theme.AnnouncementBar.ariaLabel': 'Ankündigung', 'theme.AnnouncementBar.closeButtonAriaLabel': 'Schließen',
    'theme.tags.tagsPageTitle': 'Tags', 'theme.tags.tagsPageLink': 'Alle Tags anzeigen', 'theme.blog.archive.title': 'Archiv', 'theme.blog.archive.description': 'Alle Posts, die neuesten zuerst.',
    'theme.blog.authorsList.pageTitle': 'Autoren', 'theme.blog.authorsList.viewAll': 'Alle Autoren anzeigen', 'theme.blog.author.noPosts': 'Dieser Autor hat noch keine Posts geschrieben.',
    'theme.DocCardList.ariaLabel': 'Seiten in diesem Abschnitt', 'theme.unlistedContent.title': 'Nicht gelistete Seite', 'theme.unlistedContent.message': 'Diese Seite ist nicht gelistet. Suchmaschinen indexieren sie nicht, nur Leser mit einem direkten Link finden sie.',
    'theme.draftContent.title': 'Entwurf', 'theme.draftContent.message': 'Diese Seite ist ein Entwurf: Sie erscheint nur in der Entwicklung.',
    'cwc.copyPage': 'Seite kopieren', 'theme.navbar.localeDropdown.label': 'Sprachen', 'cwc.untranslated.title': 'Noch nicht übersetzt', 'cwc.untranslated.message': 'Diese Seite gibt es noch nicht auf {locale}; sie wird auf {defaultLocale} angezeigt.',
  },
  fr: {
    'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page', 'theme.TOC.navAriaLabel': 'Sur cette page', 'theme.TOCMobile.navAriaLabel': 'Sur cette page (mobile)',
    'theme.docs.paginator.navAriaLabel': 'Pages de documentation', 'theme.docs.paginator.previous': 'Précédent', 'theme.docs.paginator.next': 'Suivant',
    'theme.blog.post.paginator.navAriaLabel': 'Navigation de page d\'article de blog', 'theme.blog.post.paginator.newerPost': 'Article plus récent', 'theme.blog.post.paginator.olderPost': 'Article plus ancien',
    'theme.blog.paginator.navAriaLabel': 'Navigation de la page de liste des articles', 'theme.blog.paginator.newerEntries': 'Nouvelles entrées', 'theme.blog.paginator.olderEntries': 'Anciennes entrées',
    'theme.common.editThisPage': 'Éditer cette page', 'theme.lastUpdated.lastUpdated': 'Dernière mise à jour', 'theme.lastUpdated.on': 'le', 'theme.lastUpdated.by': 'par',
    'theme.NotFound.title': 'Page introuvable', 'theme.NotFound.p1': 'Nous n\'avons pas trouvé ce que vous recherchez. La page a peut-être été déplacée, ou le lien est mal écrit.', 'theme.NotFound.description': 'Nous n\'avons pas trouvé ce que vous recherchez.',
    'cwc.NotFound.docs': 'Lire la documentation', 'cwc.NotFound.blog': 'Voir le blog',
    'theme.ErrorPageContent.title': 'Cette page a planté.', 'theme.ErrorPageContent.tryAgain': 'Réessayer', 'cwc.PageError.title': 'Erreur de la page',
    'theme.admonition.note': 'Remarque', 'theme.admonition.tip': 'Astuce', 'theme.admonition.info': 'Info', 'theme.admonition.warning': 'Attention', 'theme.admonition.danger': 'Danger', 'theme.admonition.caution': 'Prudence', 'theme.admonition.important': 'Important',
    'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture', 'theme.blog.post.plurals': 'Un article|{count} articles',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'Retour au menu principal', 'theme.docs.sidebar.collapseButtonTitle': 'Réduire le menu latéral', 'theme.docs.sidebar.navAriaLabel': 'Barre latérale de la documentation',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Ouvrir/fermer la barre de navigation', 'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Fermer la barre de navigation', 'theme.navbar.mobilePanelAriaLabel': 'Navigation', 'theme.navbar.mainAriaLabel': 'Principale',
    'theme.docs.breadcrumbs.navAriaLabel': 'Fil d\'Ariane', 'theme.docs.breadcrumbs.home': 'Page d\'accueil', 'theme.common.skipToMainContent': 'Aller au contenu principal',
    'theme.SearchBar.label': 'Chercher', 'cwc.SearchBar.title': 'Chercher (Ctrl+K ou /)', 'theme.blog.sidebar.navAriaLabel': 'Navigation article de blog récent', 'theme.AnnouncementBar.ariaLabel': 'Annonce', 'theme.AnnouncementBar.closeButtonAriaLabel': 'Fermer',
    'theme.tags.tagsPageTitle': 'Étiquettes', 'theme.tags.tagsPageLink': 'Voir toutes les étiquettes', 'theme.blog.archive.title': 'Archive', 'theme.blog.archive.description': 'Tous les articles, du plus récent au plus ancien.',
    'theme.blog.authorsList.pageTitle': 'Auteurs', 'theme.blog.authorsList.viewAll': 'Voir tous les auteurs', 'theme.blog.author.noPosts': 'Cet auteur n\'a pas encore écrit d\'article.',
    'theme.DocCardList.ariaLabel': 'Pages de cette section', 'theme.unlistedContent.title': 'Page non répertoriée', 'theme.unlistedContent.message': 'Cette page n\'est pas répertoriée. Les moteurs de recherche ne l\'indexeront pas, et seuls les lecteurs ayant un lien direct peuvent y accéder.',
    'theme.draftContent.title': 'Brouillon', 'theme.draftContent.message': 'Cette page est un brouillon : elle n\'apparaît qu\'en développement.',
    'cwc.copyPage': 'Copier la page', 'theme.navbar.localeDropdown.label': 'Langues', 'cwc.untranslated.title': 'Pas encore traduit', 'cwc.untranslated.message': 'Cette page n\'est pas encore traduite en {locale} ; elle est affichée en {defaultLocale}.',
  },
  es: {
    'theme.TOCCollapsible.toggleButtonLabel': 'En esta página', 'theme.TOC.navAriaLabel': 'En esta página', 'theme.TOCMobile.navAriaLabel': 'En esta página (móvil)',
    'theme.docs.paginator.navAriaLabel': 'Páginas de documentación', 'theme.docs.paginator.previous': 'Anterior', 'theme.docs.paginator.next': 'Siguiente',
    'theme.blog.post.paginator.navAriaLabel': 'Navegación de publicaciones del blog', 'theme.blog.post.paginator.newerPost': 'Publicación más reciente', 'theme.blog.post.paginator.olderPost': 'Publicación más antigua',
    'theme.blog.paginator.navAriaLabel': 'Navegación por la página de la lista de blogs', 'theme.blog.paginator.newerEntries': 'Entradas más recientes', 'theme.blog.paginator.olderEntries': 'Entradas más antiguas',
    'theme.common.editThisPage': 'Editar esta página', 'theme.lastUpdated.lastUpdated': 'Última actualización', 'theme.lastUpdated.on': 'el', 'theme.lastUpdated.by': 'por',
    'theme.NotFound.title': 'Página no encontrada', 'theme.NotFound.p1': 'No pudimos encontrar lo que buscaba. Puede que la página se haya movido o que el enlace esté mal escrito.', 'theme.NotFound.description': 'No pudimos encontrar lo que buscaba.',
    'cwc.NotFound.docs': 'Leer la documentación', 'cwc.NotFound.blog': 'Visitar el blog',
    'theme.ErrorPageContent.title': 'Esta página ha fallado.', 'theme.ErrorPageContent.tryAgain': 'Intente de nuevo', 'cwc.PageError.title': 'Error de la página',
    'theme.admonition.note': 'Nota', 'theme.admonition.tip': 'Consejo', 'theme.admonition.info': 'Información', 'theme.admonition.warning': 'Aviso', 'theme.admonition.danger': 'Peligro', 'theme.admonition.caution': 'Precaución', 'theme.admonition.important': 'Importante',
    'theme.blog.post.readingTime.plurals': 'Un minuto de lectura|{readingTime} minutos de lectura', 'theme.blog.post.plurals': 'Una publicación|{count} publicaciones',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'Volver al menú principal', 'theme.docs.sidebar.collapseButtonTitle': 'Colapsar barra lateral', 'theme.docs.sidebar.navAriaLabel': 'Barra lateral de documentación',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Alternar la barra de navegación', 'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Cerrar la barra de navegación', 'theme.navbar.mobilePanelAriaLabel': 'Navegación', 'theme.navbar.mainAriaLabel': 'Principal',
    'theme.docs.breadcrumbs.navAriaLabel': 'Migas de pan', 'theme.docs.breadcrumbs.home': 'Página de inicio', 'theme.common.skipToMainContent': 'Saltar al contenido principal',
    'theme.SearchBar.label': 'Buscar', 'cwc.SearchBar.title': 'Buscar (Ctrl+K o /)', 'theme.blog.sidebar.navAriaLabel': 'Navegación de publicaciones recientes', 'theme.AnnouncementBar.ariaLabel': 'Anuncio', 'theme.AnnouncementBar.closeButtonAriaLabel': 'Cerrar',
    'theme.tags.tagsPageTitle': 'Etiquetas', 'theme.tags.tagsPageLink': 'Ver todas las etiquetas', 'theme.blog.archive.title': 'Archivo', 'theme.blog.archive.description': 'Todas las publicaciones, de la más reciente a la más antigua.',
    'theme.blog.authorsList.pageTitle': 'Autores', 'theme.blog.authorsList.viewAll': 'Ver todos los autores', 'theme.blog.author.noPosts': 'Este autor aún no ha escrito ninguna publicación.',
    'theme.DocCardList.ariaLabel': 'Páginas de esta sección', 'theme.unlistedContent.title': 'Página no listada', 'theme.unlistedContent.message': 'Esta página no está listada. Los motores de búsqueda no la indexarán y solo los lectores con un enlace directo pueden encontrarla.',
    'theme.draftContent.title': 'Borrador', 'theme.draftContent.message': 'Esta página es un borrador: solo se muestra en desarrollo.',
    'cwc.copyPage': 'Copiar página', 'theme.navbar.localeDropdown.label': 'Idiomas', 'cwc.untranslated.title': 'Aún sin traducir', 'cwc.untranslated.message': 'Esta página aún no está traducida al {locale}; se muestra en {defaultLocale}.',
  },
  ja: {
    'theme.TOCCollapsible.toggleButtonLabel': 'このページの見出し', 'theme.TOC.navAriaLabel': 'このページの見出し', 'theme.TOCMobile.navAriaLabel': 'このページの見出し（モバイル）',
    'theme.docs.paginator.navAriaLabel': 'ドキュメントページ', 'theme.docs.paginator.previous': '前へ', 'theme.docs.paginator.next': '次へ',
    'theme.blog.post.paginator.navAriaLabel': 'ブログ記事のナビゲーション', 'theme.blog.post.paginator.newerPost': '新しい記事', 'theme.blog.post.paginator.olderPost': '過去の記事',
    'theme.blog.paginator.navAriaLabel': 'ブログ記事一覧のナビゲーション', 'theme.blog.paginator.newerEntries': '新しい記事', 'theme.blog.paginator.olderEntries': '過去の記事',
    'theme.common.editThisPage': 'このページを編集', 'theme.lastUpdated.lastUpdated': '最終更新', 'theme.lastUpdated.on': '', 'theme.lastUpdated.by': '作成者',
    'theme.NotFound.title': 'ページが見つかりません', 'theme.NotFound.p1': 'お探しのページが見つかりませんでした。ページが移動したか、リンクが間違っている可能性があります。', 'theme.NotFound.description': 'お探しのページが見つかりませんでした。',
    'cwc.NotFound.docs': 'ドキュメントを読む', 'cwc.NotFound.blog': 'ブログを見る',
    'theme.ErrorPageContent.title': 'このページはクラッシュしました。', 'theme.ErrorPageContent.tryAgain': 'もう一度試す', 'cwc.PageError.title': 'ページエラー',
    'theme.admonition.note': '備考', 'theme.admonition.tip': 'ヒント', 'theme.admonition.info': '情報', 'theme.admonition.warning': '警告', 'theme.admonition.danger': '危険', 'theme.admonition.caution': '注意', 'theme.admonition.important': '重要',
    'theme.blog.post.readingTime.plurals': '約{readingTime}分', 'theme.blog.post.plurals': '{count}件',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'メインメニューに戻る', 'theme.docs.sidebar.collapseButtonTitle': 'サイドバーを隠す', 'theme.docs.sidebar.navAriaLabel': 'ドキュメントのサイドバー',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'ナビゲーションバーを開閉', 'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'ナビゲーションバーを閉じる', 'theme.navbar.mobilePanelAriaLabel': 'ナビゲーション', 'theme.navbar.mainAriaLabel': 'メイン',
    'theme.docs.breadcrumbs.navAriaLabel': 'パンくずリストのナビゲーション', 'theme.docs.breadcrumbs.home': 'ホームページ', 'theme.common.skipToMainContent': 'メインコンテンツまでスキップ',
    'theme.SearchBar.label': '検索', 'cwc.SearchBar.title': '検索 (Ctrl+K または /)', 'theme.blog.sidebar.navAriaLabel': '最近のブログ記事', 'theme.AnnouncementBar.ariaLabel': 'お知らせ', 'theme.AnnouncementBar.closeButtonAriaLabel': '閉じる',
    'theme.tags.tagsPageTitle': 'タグ', 'theme.tags.tagsPageLink': '全てのタグを見る', 'theme.blog.archive.title': 'アーカイブ', 'theme.blog.archive.description': 'すべての記事（新しい順）',
    'theme.blog.authorsList.pageTitle': '著者', 'theme.blog.authorsList.viewAll': 'すべての著者を見る', 'theme.blog.author.noPosts': 'この著者はまだ記事を書いていません。',
    'theme.DocCardList.ariaLabel': 'このセクションのページ', 'theme.unlistedContent.title': '非公開ページ', 'theme.unlistedContent.message': 'このページは非公開です。検索エンジンにインデックスされず、直接リンクを持っているユーザーだけがアクセスできます。',
    'theme.draftContent.title': '下書き', 'theme.draftContent.message': 'このページは下書きです。開発時のみ表示されます。',
    'cwc.copyPage': 'ページをコピー', 'theme.navbar.localeDropdown.label': '言語', 'cwc.untranslated.title': '未翻訳', 'cwc.untranslated.message': 'このページはまだ{locale}に翻訳されていません。{defaultLocale}で表示しています。',
  },
  'zh-Hans': {
    'theme.TOCCollapsible.toggleButtonLabel': '本页总览', 'theme.TOC.navAriaLabel': '本页总览', 'theme.TOCMobile.navAriaLabel': '本页总览（移动端）',
    'theme.docs.paginator.navAriaLabel': '文件选项卡', 'theme.docs.paginator.previous': '上一页', 'theme.docs.paginator.next': '下一页',
    'theme.blog.post.paginator.navAriaLabel': '博文分页导航', 'theme.blog.post.paginator.newerPost': '较新一篇', 'theme.blog.post.paginator.olderPost': '较旧一篇',
    'theme.blog.paginator.navAriaLabel': '博文列表分页导航', 'theme.blog.paginator.newerEntries': '较新的博文', 'theme.blog.paginator.olderEntries': '较旧的博文',
    'theme.common.editThisPage': '编辑此页', 'theme.lastUpdated.lastUpdated': '最后更新', 'theme.lastUpdated.on': '于', 'theme.lastUpdated.by': '作者',
    'theme.NotFound.title': '找不到页面', 'theme.NotFound.p1': '我们找不到您要找的页面。页面可能已被移动，或链接有误。', 'theme.NotFound.description': '我们找不到您要找的页面。',
    'cwc.NotFound.docs': '阅读文档', 'cwc.NotFound.blog': '访问博客',
    'theme.ErrorPageContent.title': '页面已崩溃。', 'theme.ErrorPageContent.tryAgain': '重试', 'cwc.PageError.title': '页面错误',
    'theme.admonition.note': '备注', 'theme.admonition.tip': '提示', 'theme.admonition.info': '信息', 'theme.admonition.warning': '警告', 'theme.admonition.danger': '危险', 'theme.admonition.caution': '注意', 'theme.admonition.important': '重要',
    'theme.blog.post.readingTime.plurals': '阅读需 {readingTime} 分钟', 'theme.blog.post.plurals': '{count} 篇博文',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '回到主菜单', 'theme.docs.sidebar.collapseButtonTitle': '收起侧边栏', 'theme.docs.sidebar.navAriaLabel': '文档侧边栏',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': '切换导航栏', 'theme.docs.sidebar.closeSidebarButtonAriaLabel': '关闭导航栏', 'theme.navbar.mobilePanelAriaLabel': '导航', 'theme.navbar.mainAriaLabel': '主导航',
    'theme.docs.breadcrumbs.navAriaLabel': '页面路径', 'theme.docs.breadcrumbs.home': '主页面', 'theme.common.skipToMainContent': '跳到主要内容',
    'theme.SearchBar.label': '搜索', 'cwc.SearchBar.title': '搜索 (Ctrl+K 或 /)', 'theme.blog.sidebar.navAriaLabel': '最近博文导航', 'theme.AnnouncementBar.ariaLabel': '公告', 'theme.AnnouncementBar.closeButtonAriaLabel': '关闭',
    'theme.tags.tagsPageTitle': '标签', 'theme.tags.tagsPageLink': '查看所有标签', 'theme.blog.archive.title': '历史博文', 'theme.blog.archive.description': '全部博文，最新的在前。',
    'theme.blog.authorsList.pageTitle': '作者', 'theme.blog.authorsList.viewAll': '查看所有作者', 'theme.blog.author.noPosts': '该作者尚未撰写任何文章。',
    'theme.DocCardList.ariaLabel': '本节页面', 'theme.unlistedContent.title': '未列出页', 'theme.unlistedContent.message': '此页面未列出。搜索引擎不会对其索引，只有拥有直接链接的用户才能访问。',
    'theme.draftContent.title': '草稿', 'theme.draftContent.message': '此页面是草稿：仅在开发环境中显示。',
    'cwc.copyPage': '复制页面', 'theme.navbar.localeDropdown.label': '语言', 'cwc.untranslated.title': '尚未翻译', 'cwc.untranslated.message': '此页面尚无{locale}译文，以{defaultLocale}显示。',
  },
  ar: {
    'theme.TOCCollapsible.toggleButtonLabel': 'في هذه الصفحة', 'theme.TOC.navAriaLabel': 'في هذه الصفحة', 'theme.TOCMobile.navAriaLabel': 'في هذه الصفحة (الجوال)',
    'theme.docs.paginator.navAriaLabel': 'صفحات التوثيق', 'theme.docs.paginator.previous': 'السابق', 'theme.docs.paginator.next': 'التالي',
    'theme.blog.post.paginator.navAriaLabel': 'التنقل بين المقالات', 'theme.blog.post.paginator.newerPost': 'مقالة أحدث', 'theme.blog.post.paginator.olderPost': 'مقالة أقدم',
    'theme.blog.paginator.navAriaLabel': 'التنقل في قائمة المقالات', 'theme.blog.paginator.newerEntries': 'مقالات أحدث', 'theme.blog.paginator.olderEntries': 'مقالات أقدم',
    'theme.common.editThisPage': 'تعديل هذه الصفحة', 'theme.lastUpdated.lastUpdated': 'آخر تحديث', 'theme.lastUpdated.on': 'في', 'theme.lastUpdated.by': 'بواسطة',
    'theme.NotFound.title': 'الصفحة غير موجودة', 'theme.NotFound.p1': 'لم نتمكن من العثور على ما تبحث عنه. ربما نُقلت الصفحة أو كُتب الرابط بشكل خاطئ.', 'theme.NotFound.description': 'لم نتمكن من العثور على ما تبحث عنه.',
    'cwc.NotFound.docs': 'اقرأ التوثيق', 'cwc.NotFound.blog': 'زر المدونة',
    'theme.ErrorPageContent.title': 'تعطلت هذه الصفحة.', 'theme.ErrorPageContent.tryAgain': 'حاول مرة أخرى', 'cwc.PageError.title': 'خطأ في الصفحة',
    'theme.admonition.note': 'ملاحظة', 'theme.admonition.tip': 'نصيحة', 'theme.admonition.info': 'معلومات', 'theme.admonition.warning': 'تحذير', 'theme.admonition.danger': 'خطر', 'theme.admonition.caution': 'تنبيه', 'theme.admonition.important': 'مهم',
    'theme.blog.post.readingTime.plurals': 'أقل من دقيقة قراءة|دقيقة واحدة قراءة|دقيقتان قراءة|{readingTime} دقائق قراءة|{readingTime} دقيقة قراءة|{readingTime} دقيقة قراءة',
    'theme.blog.post.plurals': 'لا مقالات|مقالة واحدة|مقالتان|{count} مقالات|{count} مقالة|{count} مقالة',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'العودة إلى القائمة الرئيسية', 'theme.docs.sidebar.collapseButtonTitle': 'طي الشريط الجانبي', 'theme.docs.sidebar.navAriaLabel': 'الشريط الجانبي للتوثيق',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'تبديل شريط التنقل', 'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'إغلاق شريط التنقل', 'theme.navbar.mobilePanelAriaLabel': 'التنقل', 'theme.navbar.mainAriaLabel': 'الرئيسية',
    'theme.docs.breadcrumbs.navAriaLabel': 'مسار التنقل', 'theme.docs.breadcrumbs.home': 'الصفحة الرئيسية', 'theme.common.skipToMainContent': 'انتقل إلى المحتوى الرئيسي',
    'theme.SearchBar.label': 'بحث', 'cwc.SearchBar.title': 'بحث (Ctrl+K أو /)', 'theme.blog.sidebar.navAriaLabel': 'أحدث المقالات', 'theme.AnnouncementBar.ariaLabel': 'إعلان', 'theme.AnnouncementBar.closeButtonAriaLabel': 'إغلاق',
    'theme.tags.tagsPageTitle': 'الوسوم', 'theme.tags.tagsPageLink': 'عرض كل الوسوم', 'theme.blog.archive.title': 'الأرشيف', 'theme.blog.archive.description': 'كل المقالات، الأحدث أولاً.',
    'theme.blog.authorsList.pageTitle': 'المؤلفون', 'theme.blog.authorsList.viewAll': 'عرض كل المؤلفين', 'theme.blog.author.noPosts': 'لم يكتب هذا المؤلف أي مقالة بعد.',
    'theme.DocCardList.ariaLabel': 'صفحات هذا القسم', 'theme.unlistedContent.title': 'صفحة غير مدرجة', 'theme.unlistedContent.message': 'هذه الصفحة غير مدرجة. لن تفهرسها محركات البحث، ولا يصل إليها إلا من لديه رابط مباشر.',
    'theme.draftContent.title': 'مسودة', 'theme.draftContent.message': 'هذه الصفحة مسودة: تظهر أثناء التطوير فقط.',
    'cwc.copyPage': 'نسخ الصفحة', 'theme.navbar.localeDropdown.label': 'اللغات', 'cwc.untranslated.title': 'لم تُترجم بعد', 'cwc.untranslated.message': 'لا توجد ترجمة {locale} لهذه الصفحة بعد؛ تُعرض بال{defaultLocale}.',
  },
  fa: {
    'theme.TOCCollapsible.toggleButtonLabel': 'مطالب این صفحه', 'theme.TOC.navAriaLabel': 'مطالب این صفحه', 'theme.TOCMobile.navAriaLabel': 'مطالب این صفحه (موبایل)',
    'theme.docs.paginator.navAriaLabel': 'صفحات مستندات', 'theme.docs.paginator.previous': 'قبلی', 'theme.docs.paginator.next': 'بعدی',
    'theme.blog.post.paginator.navAriaLabel': 'کنترل پست‌های وبلاگ', 'theme.blog.post.paginator.newerPost': 'پست جدیدتر', 'theme.blog.post.paginator.olderPost': 'پست قدیمی‌تر',
    'theme.blog.paginator.navAriaLabel': 'کنترل لیست مطالب وبلاگ', 'theme.blog.paginator.newerEntries': 'مطالب جدیدتر', 'theme.blog.paginator.olderEntries': 'مطالب قدیمی‌تر',
    'theme.common.editThisPage': 'ویرایش مطالب این صفحه', 'theme.lastUpdated.lastUpdated': 'آخرین به‌روزرسانی', 'theme.lastUpdated.on': 'در', 'theme.lastUpdated.by': 'توسط',
    'theme.NotFound.title': 'صفحه‌ای که دنبال آن بودید پیدا نشد.', 'theme.NotFound.p1': 'ما موفق به پیدا کردن صفحه مورد نظر شما نشدیم. شاید صفحه جابه‌جا شده یا پیوند اشتباه نوشته شده است.', 'theme.NotFound.description': 'ما موفق به پیدا کردن صفحه مورد نظر شما نشدیم.',
    'cwc.NotFound.docs': 'خواندن مستندات', 'cwc.NotFound.blog': 'رفتن به وبلاگ',
    'theme.ErrorPageContent.title': 'این صفحه از کار افتاد.', 'theme.ErrorPageContent.tryAgain': 'دوباره تلاش کنید', 'cwc.PageError.title': 'خطای صفحه',
    'theme.admonition.note': 'یادداشت', 'theme.admonition.tip': 'نکته', 'theme.admonition.info': 'اطلاعات', 'theme.admonition.warning': 'هشدار', 'theme.admonition.danger': 'خطر', 'theme.admonition.caution': 'احتیاط', 'theme.admonition.important': 'مهم',
    'theme.blog.post.readingTime.plurals': 'خواندن {readingTime} دقیقه', 'theme.blog.post.plurals': '{count} مطلب',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'بازگشت به منو اصلی', 'theme.docs.sidebar.collapseButtonTitle': 'بستن نوار کناری', 'theme.docs.sidebar.navAriaLabel': 'نوار کناری مستندات',
    'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'باز و بسته کردن نوار کناری', 'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'بستن نوار کناری', 'theme.navbar.mobilePanelAriaLabel': 'ناوبری', 'theme.navbar.mainAriaLabel': 'اصلی',
    'theme.docs.breadcrumbs.navAriaLabel': 'مسیر راهنما', 'theme.docs.breadcrumbs.home': 'صفحه اصلی', 'theme.common.skipToMainContent': 'پرش به مطلب اصلی',
    'theme.SearchBar.label': 'جستجو', 'cwc.SearchBar.title': 'جستجو (Ctrl+K یا /)', 'theme.blog.sidebar.navAriaLabel': 'کنترل پست‌های اخیر وبلاگ', 'theme.AnnouncementBar.ariaLabel': 'اطلاعیه', 'theme.AnnouncementBar.closeButtonAriaLabel': 'بستن',
    'theme.tags.tagsPageTitle': 'برچسب‌ها', 'theme.tags.tagsPageLink': 'مشاهده تمام برچسب‌ها', 'theme.blog.archive.title': 'آرشیو', 'theme.blog.archive.description': 'همه مطالب، جدیدترین اول.',
    'theme.blog.authorsList.pageTitle': 'نویسندگان', 'theme.blog.authorsList.viewAll': 'مشاهده همه نویسندگان', 'theme.blog.author.noPosts': 'این نویسنده هنوز مطلبی ننوشته است.',
    'theme.DocCardList.ariaLabel': 'صفحه‌های این بخش', 'theme.unlistedContent.title': 'صفحه فهرست‌نشده', 'theme.unlistedContent.message': 'این صفحه فهرست نشده است. موتورهای جستجو آن را نمایه نمی‌کنند و فقط خوانندگانی که پیوند مستقیم دارند آن را می‌یابند.',
    'theme.draftContent.title': 'پیش‌نویس', 'theme.draftContent.message': 'این صفحه پیش‌نویس است: فقط در حالت توسعه نمایش داده می‌شود.',
    'cwc.copyPage': 'کپی صفحه', 'theme.navbar.localeDropdown.label': 'زبان‌ها', 'cwc.untranslated.title': 'هنوز ترجمه نشده', 'cwc.untranslated.message': 'این صفحه هنوز به {locale} ترجمه نشده است و به {defaultLocale} نمایش داده می‌شود.',
  },
}

/**
 * The theme's strings for a locale: English, then the built-in translation of the locale (its
 * exact code, else its language: `fr-CA` → `fr`, `zh-CN`/`zh` → `zh-Hans`), then the site's
 * overrides (code.json messages, only for theme ids).
 */
export function messagesFor(locale: string, overrides: Record<string, string> = {}): Messages {
  const lang = locale.split('-')[0]!
  const builtIn = BUILT_IN[locale] ?? BUILT_IN[lang === 'zh' && !/Hant|TW|HK/.test(locale) ? 'zh-Hans' : lang] ?? {}
  const out: Messages = { ...EN, ...builtIn }
  for (const [id, message] of Object.entries(overrides)) if (id in EN) out[id] = message
  return out
}

/** Whether the theme has a string with this id. */
export function isThemeMessage(id: string): id is MessageId {
  return Object.hasOwn(EN, id)
}

/** `{name}` placeholders filled from `values` (missing ones kept as written). */
export function interpolate(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}

/**
 * A plural message (`one|other`, Docusaurus's form): the form for `count` by the locale's plural
 * categories in `Intl.PluralRules` order; a message with fewer forms takes its last.
 */
export function pluralForm(message: string, count: number, lang: string): string {
  const forms = message.split('|')
  if (forms.length === 1) return forms[0]!
  const rules = new Intl.PluralRules(lang)
  // CLDR's order (V8 lists a locale's categories in no fixed order), as Docusaurus's usePluralForm orders them.
  const given = rules.resolvedOptions().pluralCategories
  const categories = (['zero', 'one', 'two', 'few', 'many', 'other'] as const).filter((c) => given.includes(c))
  const index = categories.indexOf(rules.select(count))
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!
}
