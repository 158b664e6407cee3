import { adminHealthEn } from "./admin-health";
import { adminAnalyticsEn } from "./admin-analytics";
import { adminAttributesEn, stoneSpecificationsEn } from "./admin-attributes";
import { adminBasicInfoEn } from "./admin-basic-info";
import { adminQuoteSettingsEn } from "./admin-quote-settings";
import { adminQuotesEn } from "./admin-quotes";
import { adminQuoteRequestsEn } from "./admin-quote-requests";
import { adminCategoriesEn } from "./admin-categories";
import { adminRoomScenesEn } from "./admin-room-scenes";
import { surfaceEditorEn } from "./admin-surface-editor";
import { adminDashboardEn } from "./admin-dashboard";
import { adminNavigationEn } from "./admin-navigation";
import { adminBackupsEn } from "./admin-backups";
import { adminBrochuresEn } from "./admin-brochures";
import { adminLanguagesEn } from "./admin-languages";
import { adminAuditEn } from "./admin-audit";
import { adminDashboardLanguageEn } from "./admin-dashboard-language";
import { adminVisitDetailsEn } from "./admin-visit-details";
import { adminEnquiryRoutingEn } from "./admin-enquiry-routing";
import { adminTeamEn } from "./admin-team";
import { adminTranslationFilesEn } from "./admin-translation-files";
import { adminTranslationEditorEn } from "./admin-translation-editor";
import { adminTranslationsEn } from "./admin-translations";
import { adminMediaEn } from "./admin-media";
import { adminProductsEn } from "./admin-products";
import { adminCatalogueSheetEn } from "./admin-catalogue-sheet";
import { adminNewsEn } from "./admin-news";
import { adminRevisionsEn } from "./admin-revisions";
import { adminEnquiryInboxEn } from "./admin-enquiry-inbox";
import { adminEnquiryRepliesEn } from "./admin-enquiry-replies";
import { adminWebPagesEn } from "./admin-web-pages";
import { adminSeoEn } from "./admin-seo";
import { adminSecondFactorEn, secondStepEn } from "./admin-second-factor";
import { roomScenesEn } from "./room-scenes";
import { adminProductGalleryEn, productGalleryEn } from "./product-gallery";
import { findingEn } from "./finding";
import type { Language } from "./languages";

/** English texts. `zh.ts` must satisfy this shape, so a missing Chinese text is a type error. */
export const en = {
  finding: findingEn,
  languageName: "English",
  /** The lines a reply from the dashboard carries around the owner's text, in the buyer's language. */
  replyMail: {
    subject: (topic: string) => `Re: ${topic}`,
    quoteIntro: (date: string, name: string) => `On ${date}, ${name} wrote:`,
  },
  siteName: "Saide Quartz",
  meta: {
    homeTitle: "Saide Quartz | Quartz stone slabs for countertops",
    homeDescription:
      "Quartz stone slabs for kitchen countertops and vanities, 3200*1600mm, 20mm and 30mm, made in our own plant and exported worldwide.",
    aboutTitle: "About us | Saide Quartz",
    aboutDescription: "Our quartz stone plant: capacity, staff, area and equipment.",
    brandTitle: "Brand Center | Saide Quartz",
    brandDescription: "Browse our quartz slab collections by category.",
    newsTitle: "News Center | Saide Quartz",
    newsDescription: "News from Saide Quartz.",
    contactTitle: "Contact us | Saide Quartz",
    contactDescription: "Send us a message about our quartz slabs; we answer every request.",
    productDescriptionFallback: "Quartz stone slab, 3200*1600mm, 20mm or 30mm.",
    notFoundTitle: "Page not found",
    notFoundDescription: "Page not found",
  },
  nav: {
    home: "Home",
    aboutUs: "About us",
    brandCenter: "Brand Center",
    newsCenter: "News Center",
    contactUs: "Contact us",
    login: "Login",
    dashboard: "Dashboard",
    languageMenu: "Language: ",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
    /** Read after a link to another site, which opens in a new tab. */
    opensAnotherSite: "(opens another site)",
    footerLinks: "Site links",
  },
  /** The required names in the language menu (docs/requirements/public-pages.md#language-menu); a language not named here is named in its own script (languages.ts). */
  languages: { en: "English", zh: "Simplified Chinese" } as Partial<Record<Language, string>>,
  /** A label before its value: "Email: " here (with its space), "邮箱：" in Chinese. */
  labelled: (label: string) => `${label}: `,
  /** Between the items of a list written on one line: "a, b" here, "a、b" in Chinese. */
  listSeparator: ", ",
  footer: {
    address: "Address",
    contactPerson: "Contact person",
    phone: "Phone",
    email: "Email",
    website: "Website",
    wechat: "WeChat",
    wechatQr: "WeChat QR code",
    whatsapp: "WhatsApp",
    linkedin: "LinkedIn",
    hours: "Business hours",
    detailsHeading: "Our contact details",
    // Company names often end in "Ltd.": no second full stop after them.
    copyright: (year: string, company: string) => `© ${year} ${company}${company.endsWith(".") ? "" : "."} All Rights Reserved`,
  },
  home: {
    slideshowLabel: "Our quartz slabs",
    slideLabel: (index: number, total: number) => `Slide ${index} of ${total}`,
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    play: "Play",
    pause: "Pause",
    headline: "Quartz stone slabs for the world's kitchens",
    featured: "Featured collections",
    slideLink: "Learn more",
  },
  preview: { banner: "Preview — not published. Only you see this version; buyers see the published page." },
  about: {
    heading: "About us",
    factsHeading: "Our plant in figures",
  },
  brand: {
    allBrands: "All Brands",
    categories: "Categories",
    viewDetails: "View details",
    empty: "No products in this category yet.",
    pages: "Pages of products",
    previous: "Previous page",
    next: "Next page",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    loadMore: "Load more",
    loading: "Loading…",
  },
  stoneSpecifications: stoneSpecificationsEn,
  productGallery: productGalleryEn,
  roomScenes: roomScenesEn,
  product: {
    breadcrumb: "Breadcrumb",
    size: 'Size: 3200*1600mm (126"*63")',
    thickness: "Thickness: 20mm or 30mm",
    keywords: "Keywords",
    category: "Category",
    related: "Related products",
    uncategorised: "Other",
    /** What the slabs are made of, for search engines' product data. */
    material: "Quartz",
    hiddenBanner: "Hidden — buyers cannot see this. You see this page because you are signed in; buyers get “Page not found”.",
  },
  news: {
    heading: "News Center",
    allNews: "All News",
    recentNews: "Recent News",
    pastNews: "Past News",
    empty: "No news yet.",
    recentEmpty: (days: number) => `No news in the last ${days} days.`,
    pastEmpty: "No older news.",
    newer: "Newer news",
    older: "Older news",
    pages: "More news",
    backToNews: "All news",
    feed: "RSS feed",
    feedTitle: (site: string) => `${site} news`,
  },
  contact: {
    title: "Send us message",
    aboutProduct: (title: string) => `About: ${title}`,
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    submit: "Send",
    sending: "Sending…",
    close: "Close",
    success: "We have received your request, we will reach out to you later",
    submissionId: (id: string) => `Submission ID: ${id}`,
    answerLanguage: "We will answer in English.",
    honeypot: "Leave this field empty",
    failed: "Your message could not be sent. Please try again.",
    errors: {
      firstNameRequired: "Please enter your first name.",
      lastNameRequired: "Please enter your last name.",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address.",
      tooLong: (max: number) => `Please keep this under ${max} characters.`,
      phoneInvalid: "Please enter a phone number using digits, spaces and + ( ) - only.",
      fixBelow: "Please correct the fields marked below.",
      tooMany: "We received many messages from your connection just now. Please try again in a few minutes.",
    },
  },
  auth: {
    heroTitle: "Dashboard Management",
    loginTitle: "Login",
    emailLabel: "Email Address",
    passwordLabel: "Password",
    loginButton: "Login",
    forgotPassword: "Forgot password?",
    loginFailed: "Login failed - something is wrong",
    tooManyAttempts: (waitSeconds: number) =>
      waitSeconds < 60
        ? "Too many attempts. Please wait a few seconds and try again."
        : `Too many attempts. Please try again in ${Math.ceil(waitSeconds / 60)} minute${waitSeconds > 60 ? "s" : ""}.`,
    resetTitle: "Reset Password",
    resetButton: "Password Reset",
    resetFailed: "Reset failed - something is wrong",
    resetRequested: "If this address belongs to the administrator, a link to reset the password is on its way.",
    backToLogin: "Back to login",
    newPasswordTitle: "Choose a new password",
    newPasswordLabel: "New password",
    confirmPasswordLabel: "Repeat the new password",
    savePassword: "Save the new password",
    passwordChanged: "Your password was changed. Please sign in with the new one.",
    sessionEnded: "You were signed out: your session ended on another device or by the owner. Please sign in again.",
    passwordTooShort: (min: number) => `The password must be at least ${min} characters long.`,
    passwordTooLong: (max: number) => `The password must be at most ${max} characters long.`,
    passwordsDiffer: "The two passwords differ.",
    linkInvalid: "This link has expired or was already used. Ask for a new one.",
    confirmTitle: "Confirm your email address",
    confirmButton: "Confirm",
    toDashboard: "Go to the dashboard",
    emailVerified: "Your email address is verified.",
    emailChanged: "Your sign-in email address was changed.",
    resetMailSubject: "Reset your dashboard password",
    resetMailText: (link: string) =>
      `Someone asked to reset the password of the dashboard account for this address.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this mail; the password stays as it is.`,
    verifyMailSubject: "Confirm your dashboard email address",
    verifyMailText: (link: string) => `To confirm this address for the dashboard, open this link within 24 hours:\n${link}`,
    changeMailSubject: "Confirm your new dashboard email address",
    changeMailText: (link: string) =>
      `To make this the sign-in address of the dashboard, open this link within 24 hours:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    secondStep: secondStepEn,
  },
  admin: {
    listSeparator: ", ",
    /** What follows a label before its value ("Date: 2 December"). */
    labelSuffix: ": ",
    editing: {
      theirValues: "Saved meanwhile by someone else",
      history: "History of changes",
    },
    mediaPicker: {
      none: "No image",
      empty: "The media library has no images yet.",
      upload: "Upload new images in the media library",
    },
    media: adminMediaEn,
    backups: adminBackupsEn,
    brochures: adminBrochuresEn,
    secondFactor: adminSecondFactorEn,
    languages: adminLanguagesEn,
    audit: adminAuditEn,
    dashboardLanguage: adminDashboardLanguageEn,
    visitDetails: adminVisitDetailsEn,
    enquiryRouting: adminEnquiryRoutingEn,
    team: adminTeamEn,
    translationFiles: adminTranslationFilesEn,
    translationEditor: adminTranslationEditorEn,
    translations: adminTranslationsEn,
    analytics: adminAnalyticsEn,
    dashboard: adminDashboardEn,
    health: adminHealthEn,
    seo: adminSeoEn,
    basicInfo: adminBasicInfoEn,
    quoteSettings: adminQuoteSettingsEn,
    quotes: adminQuotesEn,
    quoteRequests: adminQuoteRequestsEn,
    categories: adminCategoriesEn,
    roomScenes: adminRoomScenesEn,
    surfaceEditor: surfaceEditorEn,
    attributes: adminAttributesEn,
    navigation: adminNavigationEn,
    revisions: adminRevisionsEn,
    inbox: adminEnquiryInboxEn,
    replies: adminEnquiryRepliesEn,
    news: adminNewsEn,
    webPages: adminWebPagesEn,
    gallery: adminProductGalleryEn,
    title: "Dashboard Management",
    sections: "Dashboard sections",
    tabs: {
      basicInfo: "Basic info",
      enquiries: "Contact forms",
      products: "Products",
      analytics: "Visit analysis",
      webPages: "Web pages",
      navigation: "Navigation bar",
      categories: "Categories",
      attributes: "Stone attributes",
      news: "News",
      media: "Media library",
      account: "Account",
      health: "Site health",
      seo: "SEO health",
    },
    viewSite: "View site",
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: "Sign out",
    confirmDelete: "Delete",
    cancel: "Cancel",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    products: adminProductsEn,
    catalogueSheet: adminCatalogueSheetEn,
    enquiries: {
      heading: "Contact forms",
      total: (count: number) => (count === 1 ? "1 message" : `${count} messages`),
      empty: "No messages yet.",
      from: "From",
      email: "Email",
      phone: "Phone",
      product: "Product",
      source: "Form",
      sources: { homepage: "Home page", contact: "Contact page", product: "Product page", collection: "Collection", quote: "Quote list" },
      receivedAt: "Received",
      copyEmail: "Copy email",
      emailCopied: "email copied",
      reply: "Reply by mail",
      delete: "Delete",
      deleteConfirm: (name: string) => `Delete the message from ${name}? This cannot be undone.`,
      deleted: "The message was deleted.",
      notification: "Owner notification",
      notificationStatus: {
        pending: "waiting to be sent",
        sent: "delivered",
        "written-to-file": "not sent: only written to a file on the server (no mail server is set)",
        none: "none",
      },
      retry: "Send again",
      retried: "The notification will be sent again in a moment.",
    },
    account: {
      heading: "Account",
      email: "Sign-in email",
      verified: "Verified",
      notVerified: "Not verified",
      sendVerification: "Send a verification email",
      alreadyVerified: "This account is already verified.",
      verificationSent: "A verification email was sent.",
      changeEmailHeading: "Change the sign-in email",
      newEmail: "New email address",
      currentPassword: "Current password",
      changeEmail: "Send a confirmation link",
      changeEmailSent: (email: string) => `A confirmation link was sent to ${email}. The address changes once it is opened.`,
      changePasswordHeading: "Change the password",
      newPassword: "New password",
      confirmPassword: "Repeat the new password",
      changePassword: "Change the password",
      passwordChanged: "The password was changed. Other devices were signed out.",
      wrongPassword: "The current password is not correct.",
      tooManyAttempts: "Too many password attempts. Please wait a moment and try again.",
      emailInvalid: "Please enter a valid email address.",
      emailTaken: "This address already belongs to an account.",
      currentPasswordRequired: "Please enter your current password.",
    },
  },
  notFound: {
    heading: "404 Page Not Found",
    backHome: "Back to the home page",
  },
  errors: {
    heading: "Something went wrong",
    body: "We could not show this page. Please try again in a moment.",
    badRequest: "The request could not be understood.",
    tooLarge: "The request is too large.",
  },
};

export type Messages = typeof en;

/** The dashboard's texts, in English or Chinese as the signed-in person chose. */
export type AdminMessages = Messages["admin"];

/**
 * What buyers read, which every language of the site writes. The sign-in pages and the dashboard are in English and
 * Chinese only (docs/requirements/languages.md#sign-in-pages-and-dashboard), and the language menu names each language in its own script (languages.ts) but where the requirements
 * name the first two (docs/requirements/public-pages.md#language-menu).
 */
export type PublicMessages = Omit<Messages, "auth" | "admin" | "languages">;
