// generated — do not edit, run `npm run gen`
// Source: openapi/ (bundled in generated/openapi.json). Generator: @hey-api/openapi-ts zod plugin.

import * as z from 'zod';

/**
 * A UI language. Japanese is the default.
 */
export const zLanguage = z.enum(['ja', 'en']);

/**
 * Text keyed by language. Either key may be missing: the client falls back from one language to the other.
 */
export const zLocalizedText = z.object({
    ja: z.string().optional(),
    en: z.string().optional()
});

/**
 * Text that always exists in both languages (reference data).
 */
export const zRequiredLocalizedText = z.object({
    ja: z.string().min(1),
    en: z.string().min(1)
});

/**
 * Machine-readable error codes the client knows by name. Servers may send other upper-snake-case codes; the client stores and shows any string code it gets on request creation.
 */
export const zErrorCode = z.enum([
    'BAD_REQUEST',
    'VALIDATION_FAILED',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'NOT_FOUND',
    'CONFLICT',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
    'INVALID_SOCIAL_AVATAR_URL',
    'EMAIL_ALREADY_REGISTERED',
    'PHONE_NUMBER_ALREADY_REGISTERED',
    'INVALID_PHONE_VERIFICATION_TOKEN',
    'INVALID_CREDENTIALS',
    'DUPLICATE_REQUEST',
    'JOB_TYPE_NOT_REQUESTABLE',
    'CAPTCHA_FAILED',
    'CITY_NOT_IN_PREFECTURE',
    'ANNOUNCEMENT_ALREADY_READ'
]);

/**
 * The one error body of every non-2xx answer.
 */
export const zErrorBody = z.object({
    error: z.object({
        code: z.union([
            zErrorCode,
            z.string().regex(/^[A-Z][A-Z0-9_]*$/)
        ]),
        message: z.string(),
        details: z.array(z.object({
            path: z.string(),
            message: z.string()
        })).optional()
    })
});

/**
 * The error body of a profile-photo upload, with the avatar-specific code named.
 */
export const zAvatarUploadErrorBody = zErrorBody.and(z.object({
    error: z.object({
        code: z.enum([
            'INVALID_SOCIAL_AVATAR_URL',
            'BAD_REQUEST',
            'VALIDATION_FAILED'
        ]).optional()
    }).optional()
}));

/**
 * A count. Clients read `count` and fall back to 0 on any failure.
 */
export const zCountResponse = z.object({
    count: z.int().gte(0)
});

/**
 * How many records a bulk update changed.
 */
export const zUpdatedCount = z.object({
    updated: z.int().gte(0)
});

/**
 * Campaign parameters captured from the landing URL.
 */
export const zUtm = z.object({
    source: z.string().optional(),
    medium: z.string().optional(),
    campaign: z.string().optional(),
    term: z.string().optional(),
    content: z.string().optional()
});

/**
 * An image with its intrinsic size, so pages can reserve space before it loads.
 */
export const zImage = z.object({
    url: z.string(),
    width: z.int().gte(1),
    height: z.int().gte(1),
    alt: z.string().optional()
});

/**
 * The five top-level categories. Marketing URLs start with one and web vitals are reported only under them; the client parses routes with this type (the first item of a job type's `categories` is one of these, which the generators cannot express as a tuple with rest).
 */
export const zTopLevelCategoryId = z.enum([
    'home',
    'learning',
    'lifestyle',
    'business',
    'events'
]);

export const zJobCategory = z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: zLocalizedText,
    description: zLocalizedText.optional(),
    parentId: z.string().nullable(),
    order: z.int().gte(0).optional()
});

/**
 * A category with its subcategories, recursively.
 */
export const zJobCategoryTree = z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: zLocalizedText,
    jobTypeIds: z.array(z.string()).optional(),
    children: z.array(z.lazy((): any => zJobCategoryTree))
});

/**
 * The category trees offered during pro sign-up.
 */
export const zProSignupCategoryTrees = z.object({
    trees: z.array(zJobCategoryTree),
    createdDate: z.iso.datetime()
});

/**
 * A job type as shown in lists and links.
 */
export const zJobTypeSummary = z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: zLocalizedText,
    category: z.string(),
    categories: z.array(z.string()).min(1),
    imageUrl: z.string().optional()
});

/**
 * A pro featured on a job type's landing page. The first one is enriched with name and avatar.
 */
export const zLandingPagePro = z.object({
    id: z.string(),
    name: z.string().optional(),
    avatarUrl: z.string().optional()
});

export const zFormStep = z.object({
    key: z.string(),
    title: zLocalizedText,
    fieldKeys: z.array(z.string()).min(1)
});

/**
 * Validator parameters of a field (required, length and numeric bounds, a pattern). Error keys live in the `form` namespace.
 */
export const zFieldValidation = z.object({
    required: z.boolean().optional(),
    minLength: z.int().gte(0).optional(),
    maxLength: z.int().gte(1).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    pattern: z.string().optional(),
    patternError: z.string().optional()
});

/**
 * A free-text field shown when the option with `triggerValue` is chosen.
 */
export const zOtherField = z.object({
    key: z.string(),
    triggerValue: z.string(),
    placeholder: zLocalizedText.optional()
});

export const zImageOption = z.object({
    value: z.string(),
    title: zLocalizedText,
    description: zLocalizedText.optional(),
    imageUrl: z.string(),
    clientPayingPrice: z.int().gte(0).optional(),
    duration: z.number().gte(0).optional()
});

export const zCounterOption = z.object({
    key: z.string(),
    title: zLocalizedText,
    min: z.int().gte(0),
    max: z.int().gte(0),
    default: z.int().gte(0).optional().default(0)
});

export const zServiceOption = z.object({
    key: z.string(),
    title: zLocalizedText,
    min: z.int().gte(0),
    max: z.int().gte(0),
    unitPrice: z.int().gte(0)
});

/**
 * A condition over other answers that hides the section or option, e.g. `model.frequency == "once"` or `model.rooms.bedroom > 2 && model.pets != "none"`. Evaluated by a small safe parser, never with eval.
 */
export const zHideExpression = z.string().max(500);

/**
 * An option of a radios or checkboxes field.
 */
export const zFieldOption = z.object({
    value: z.string(),
    title: zLocalizedText,
    subtitle: zLocalizedText.optional(),
    clientPayingPrice: z.int().gte(0).optional(),
    duration: z.number().gte(0).optional(),
    hideExpression: zHideExpression.optional()
});

/**
 * What every field (a form section) has.
 */
export const zFieldBase = z.object({
    key: z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/),
    title: zLocalizedText,
    description: zLocalizedText.optional(),
    descriptionVariant: z.enum([
        'default',
        'info',
        'warning'
    ]).optional(),
    showInPricingSummary: z.boolean().optional(),
    isMatchingCriteria: z.boolean().optional(),
    hideExpression: zHideExpression.optional(),
    validation: zFieldValidation.optional()
});

export const zDurationField = zFieldBase.and(z.object({
    type: z.literal('duration'),
    units: z.array(z.enum([
        'minutes',
        'hours',
        'days',
        'weeks',
        'months'
    ])).min(1),
    min: z.number().gte(0).optional().default(0),
    max: z.number().gte(0).optional()
}));

export const zTimeslotsField = zFieldBase.and(z.object({
    type: z.literal('timeslots'),
    slotCount: z.literal(3),
    earliest: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/).optional(),
    latest: z.string().regex(/^([01][0-9]|2[0-4]):[0-5][0-9]$/).optional()
}));

export const zCountersField = zFieldBase.and(z.object({
    type: z.literal('counters'),
    options: z.array(zCounterOption).min(1)
}));

export const zRadiosField = zFieldBase.and(z.object({
    type: z.literal('radios'),
    options: z.array(zFieldOption).min(1)
}));

export const zRadiosWithOtherField = zFieldBase.and(z.object({
    type: z.literal('radiosWithOther'),
    options: z.array(zFieldOption).min(1),
    otherField: zOtherField
}));

export const zCheckboxesField = zFieldBase.and(z.object({
    type: z.literal('checkboxes'),
    options: z.array(zFieldOption).min(1)
}));

export const zCheckboxesWithOtherField = zFieldBase.and(z.object({
    type: z.literal('checkboxesWithOther'),
    options: z.array(zFieldOption).min(1),
    otherField: zOtherField
}));

export const zServicesField = zFieldBase.and(z.object({
    type: z.literal('services'),
    options: z.array(zServiceOption).min(1)
}));

export const zSingleChoiceImagesField = zFieldBase.and(z.object({
    type: z.literal('singleChoiceImages'),
    options: z.array(zImageOption).min(1)
}));

export const zMultipleChoiceImagesField = zFieldBase.and(z.object({
    type: z.literal('multipleChoiceImages'),
    options: z.array(zImageOption).min(1)
}));

export const zTextareaField = zFieldBase.and(z.object({
    type: z.literal('textarea'),
    placeholder: zLocalizedText.optional()
}));

/**
 * An email question; its answer is treated as text.
 */
export const zEmailField = zFieldBase.and(z.object({
    type: z.literal('email'),
    placeholder: zLocalizedText.optional()
}));

export const zAddressField = zFieldBase.and(z.object({
    type: z.literal('address'),
    placeholder: zLocalizedText.optional()
}));

export const zNumberField = zFieldBase.and(z.object({
    type: z.literal('number'),
    unit: zLocalizedText.optional(),
    min: z.number().optional(),
    max: z.number().optional()
}));

export const zHiddenField = zFieldBase.and(z.object({
    type: z.literal('hidden'),
    value: z.string()
}));

/**
 * One question of a request form, by kind.
 */
export const zJobTypeField = z.union([
    z.object({
        type: z.literal('duration')
    }).and(zDurationField),
    z.object({
        type: z.literal('timeslots')
    }).and(zTimeslotsField),
    z.object({
        type: z.literal('counters')
    }).and(zCountersField),
    z.object({
        type: z.literal('radios')
    }).and(zRadiosField),
    z.object({
        type: z.literal('radiosWithOther')
    }).and(zRadiosWithOtherField),
    z.object({
        type: z.literal('checkboxes')
    }).and(zCheckboxesField),
    z.object({
        type: z.literal('checkboxesWithOther')
    }).and(zCheckboxesWithOtherField),
    z.object({
        type: z.literal('services')
    }).and(zServicesField),
    z.object({
        type: z.literal('singleChoiceImages')
    }).and(zSingleChoiceImagesField),
    z.object({
        type: z.literal('multipleChoiceImages')
    }).and(zMultipleChoiceImagesField),
    z.object({
        type: z.literal('textarea')
    }).and(zTextareaField),
    z.object({
        type: z.literal('email')
    }).and(zEmailField),
    z.object({
        type: z.literal('address')
    }).and(zAddressField),
    z.object({
        type: z.literal('number')
    }).and(zNumberField),
    z.object({
        type: z.literal('hidden')
    }).and(zHiddenField)
]);

export const zJobType = z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: zLocalizedText,
    description: zLocalizedText.optional(),
    category: z.string(),
    categories: z.array(z.string()).min(1),
    imageUrl: z.string().optional(),
    fields: z.array(zJobTypeField),
    forms: z.array(zFormStep),
    fieldsVersion: z.int().gte(1),
    isCityRequestable: z.boolean(),
    isPrefectureRequestable: z.boolean(),
    clientRequest: z.boolean(),
    translations: z.object({
        requestType: zLocalizedText
    }),
    landingPagePros: z.array(zLandingPagePro)
});

/**
 * A job type that starts another job type's request (e.g. carpenter → home-reform-general).
 */
export const zJobTypeAlias = z.object({
    id: z.string(),
    jobTypeId: z.string()
});

/**
 * One translation namespace for one language. Loaded once, never refetched.
 */
export const zTranslation = z.object({
    id: z.string(),
    language: zLanguage,
    resources: z.record(z.string(), z.string())
});

/**
 * What a pro says about one of their job types.
 */
export const zJobTypeProfile = z.object({
    userId: z.string(),
    jobTypeId: z.string(),
    description: zLocalizedText,
    yearsOfExperience: z.int().gte(0).optional(),
    startingPrice: z.int().gte(0).optional()
});

export const zPrefecture = z.object({
    key: z.string().regex(/^[a-z-]+$/),
    name: z.string(),
    nameRome: z.string()
});

/**
 * A city, a Tokyo special ward, a ward of a designated city or a county town.
 */
export const zCity = z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string(),
    nameRome: z.string(),
    prefecture: z.string(),
    cityGroup: z.string().nullable(),
    townArea: z.string().nullish()
});

/**
 * A named group of cities (e.g. the wards of northern Yokohama).
 */
export const zCityGroup = z.object({
    _id: z.string(),
    cityGroupKey: z.string().regex(/^[a-z0-9-]+$/),
    nameEn: z.string(),
    nameJa: z.string(),
    prefecture: z.string(),
    cityKeys: z.array(z.string())
});

/**
 * A designated city (政令指定都市). The 20 are a static data set the client ships; no call returns them, so this schema types that data set.
 */
export const zMajorCity = z.object({
    key: z.string().regex(/^[a-z0-9-]+-shi$/),
    name: zRequiredLocalizedText,
    prefectureKey: z.string(),
    cityKeys: z.array(z.string()).min(1),
    cityGroupChildren: z.array(z.string()).optional(),
    overlappingCityGroupKeys: z.string().optional()
});

export const zTownArea = z.object({
    id: z.string(),
    name: z.string(),
    nameRome: z.string().optional(),
    city: z.string(),
    prefecture: z.string()
});

/**
 * Where an IP address is, as city and prefecture keys.
 */
export const zGeolocation = z.object({
    location: z.object({
        lat: z.number().gte(-90).lte(90),
        lng: z.number().gte(-180).lte(180)
    }),
    city: z.string(),
    prefecture: z.string()
});

/**
 * An address area found by zip code.
 */
export const zZipCodeLocation = z.object({
    zipCode: z.string().regex(/^[0-9]{3}-?[0-9]{4}$/),
    prefecture: z.string(),
    city: z.string(),
    townArea: z.string().optional()
});

/**
 * An internal (editorial) blog post.
 */
export const zBlogPost = z.object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    summary: z.string(),
    url: z.string(),
    image: zImage.optional(),
    jobTypeId: z.string().optional(),
    isCostTag: z.boolean(),
    publishedAt: z.iso.datetime()
});

/**
 * An internal blog post with its HTML body; clients must sanitize `bodyHtml` before rendering. BlogPost's fields are repeated here rather than combined with allOf: BlogPost is closed (additionalProperties false), so under allOf no object carrying `bodyHtml` could be valid.
 */
export const zBlogPostDetail = z.object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    summary: z.string(),
    url: z.string(),
    image: zImage.optional(),
    jobTypeId: z.string().optional(),
    isCostTag: z.boolean(),
    publishedAt: z.iso.datetime(),
    bodyHtml: z.string()
});

/**
 * A blog post written by a pro.
 */
export const zProBlogPost = z.object({
    id: z.string(),
    proId: z.string(),
    proName: z.string().optional(),
    title: z.string(),
    summary: z.string(),
    url: z.string(),
    image: zImage.optional(),
    jobTypeId: z.string().optional(),
    publishedAt: z.iso.datetime()
});

/**
 * A pro's blog post with its HTML body, as one pro's post list answers it; clients must sanitize `bodyHtml` before rendering. ProBlogPost's fields are repeated rather than combined with allOf, for the same reason as BlogPostDetail.
 */
export const zProBlogPostDetail = z.object({
    id: z.string(),
    proId: z.string(),
    proName: z.string().optional(),
    title: z.string(),
    summary: z.string(),
    url: z.string(),
    image: zImage.optional(),
    jobTypeId: z.string().optional(),
    publishedAt: z.iso.datetime(),
    bodyHtml: z.string()
});

/**
 * Review counts per star rating.
 */
export const zStarCounts = z.object({
    1: z.int().gte(0),
    2: z.int().gte(0),
    3: z.int().gte(0),
    4: z.int().gte(0),
    5: z.int().gte(0)
});

export const zReviewStatistics = z.object({
    ratingValue: z.number().gte(0).lte(5),
    reviewCount: z.int().gte(0),
    counts: zStarCounts
});

/**
 * A client's review of a pro.
 */
export const zProFeedback = z.object({
    id: z.string(),
    proId: z.string(),
    proName: z.string().optional(),
    rating: z.int().gte(1).lte(5),
    comment: z.string(),
    reviewerName: z.string(),
    jobTypeId: z.string(),
    prefecture: z.string().optional(),
    reply: z.string().optional(),
    createdTime: z.iso.datetime()
});

/**
 * A page of reviews with the per-star counts of all of them.
 */
export const zProFeedbackPage = z.object({
    list: z.array(zProFeedback),
    total: z.int().gte(0),
    counts: zStarCounts
});

export const zProListLocation = z.object({
    city: z.string(),
    prefecture: z.string(),
    title: z.string()
});

/**
 * A pro in a marketing list. Clients add the page number each item came from.
 */
export const zProListItem = z.object({
    id: z.string(),
    slug: z.string(),
    shortId: z.string(),
    customProfileUrl: z.string().optional(),
    name: z.string(),
    companyName: z.string().optional(),
    avatarUrl: z.string(),
    headline: zLocalizedText.optional(),
    location: zProListLocation,
    reviewStatistics: zReviewStatistics,
    hireCount: z.int().gte(0).optional(),
    startingPrice: z.int().gte(0).optional(),
    jobTypeIds: z.array(z.string())
});

export const zProsByJobResponse = z.object({
    pros: z.array(zProListItem),
    totalPros: z.int().gte(0),
    proReviewStatistics: zReviewStatistics.optional()
});

/**
 * An anonymized example of a real request.
 */
export const zSampleRequest = z.object({
    id: z.string(),
    jobTypeId: z.string(),
    title: z.string(),
    answers: z.array(z.object({
        question: z.string(),
        answer: z.string()
    })),
    prefecture: z.string(),
    city: z.string().optional(),
    createdTime: z.iso.datetime()
});

export const zPopularRequest = z.object({
    id: z.string(),
    jobTypeId: z.string(),
    title: z.string(),
    requestCount: z.int().gte(0),
    averagePrice: z.int().gte(0).optional()
});

export const zPopularPricingItem = z.object({
    key: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.int().gte(0),
    priceUnit: z.string().optional(),
    proId: z.string().optional()
});

/**
 * The client reads `popularItems`.
 */
export const zPopularPricingItems = z.object({
    popularItems: z.array(zPopularPricingItem)
});

export const zCaseStudyStatus = z.enum(['published', 'draft']);

export const zCaseStudy = z.object({
    id: z.string(),
    proId: z.string(),
    proName: z.string().optional(),
    jobTypeId: z.string(),
    title: z.string(),
    description: z.string(),
    prefecture: z.string().optional(),
    city: z.string().optional(),
    price: z.int().gte(0).optional(),
    durationHours: z.number().gte(0).optional(),
    images: z.array(zImage),
    status: zCaseStudyStatus,
    isServicePage: z.boolean().optional(),
    publishedAt: z.iso.datetime()
});

export const zCaseStudyPage = z.object({
    caseStudies: z.array(zCaseStudy),
    totalCaseStudies: z.int().gte(0),
    totalFilteredOutCaseStudies: z.int().gte(0).optional()
});

/**
 * The flags the client reads (§7). The path takes any name; these are the ones that exist.
 */
export const zFeatureFlagName = z.enum([
    'cityGroupingEnabledJobTypes',
    'reviewsQA',
    'internalBlogFullRelease'
]);

/**
 * The job types for which city grouping is enabled.
 */
export const zCityGroupingFlag = z.object({
    jobTypeIds: z.array(z.string())
});

export const zReviewsQaFlag = z.object({
    flags: z.object({
        enabled: z.boolean()
    })
});

export const zInternalBlogFlag = z.object({
    enabledByC1: z.boolean()
});

/**
 * A feature flag's value; its shape depends on the flag name.
 */
export const zFeatureFlag = z.union([
    zCityGroupingFlag,
    zReviewsQaFlag,
    zInternalBlogFlag
]);

export const zPersonName = z.object({
    first: z.string(),
    last: z.string()
});

export const zAvatarMeta = z.object({
    source: z.enum(['upload', 'social']),
    width: z.int().gte(1).optional(),
    height: z.int().gte(1).optional(),
    provider: z.enum([
        'line',
        'google',
        'facebook',
        'apple'
    ]).optional()
});

export const zUserProfile = z.object({
    fullNameEnglish: zPersonName.optional(),
    fullNameKanji: zPersonName.optional(),
    companyNameEnglish: z.string().optional(),
    companyNameKanji: z.string().optional(),
    companyNameFurigana: z.string().optional(),
    isCompany: z.boolean().optional(),
    languages: z.object({
        en: z.boolean().optional(),
        ja: z.boolean().optional()
    }).optional(),
    avatar: z.string().optional(),
    avatarMeta: zAvatarMeta.optional()
});

/**
 * One hour of a weekly grid (7 days × 24 hours), from mon-00 to sun-23.
 */
export const zAvailabilitySlot = z.string().regex(/^(mon|tue|wed|thu|fri|sat|sun)-(0[0-9]|1[0-9]|2[0-3])$/);

export const zMeetType = z.enum([
    'clientGoToPro',
    'proGoToClient',
    'remote'
]);

export const zProProfile = z.object({
    location: z.object({
        zipCode: z.string().regex(/^[0-9]{3}-?[0-9]{4}$/).optional(),
        city: z.string(),
        prefecture: z.string(),
        townArea: z.string().optional()
    }),
    availableLocations: z.object({
        cities: z.record(z.string(), z.boolean()).optional(),
        clientGoToPro: z.boolean().optional(),
        proGoToClient: z.boolean().optional(),
        remote: z.boolean().optional()
    }).optional(),
    jobTypes: z.array(z.string()),
    enabledJobTypes: z.array(z.string()).optional(),
    enabledJobTypesArray: z.array(z.string()).optional(),
    enabledCategories: z.array(z.string()).optional(),
    mainJobType: z.string(),
    availableTimes: z.array(zAvailabilitySlot).optional(),
    lpDisplayedJobTypes: z.array(z.string()).optional(),
    originJobTypeId: z.string().optional(),
    referer: z.object({
        referrer: z.string().optional(),
        referrerDetail: z.string().optional()
    }).optional(),
    customProfileUrl: z.string().optional(),
    currentTierId: z.string(),
    description: zLocalizedText.optional()
});

/**
 * Where a pro is in registration; null once the avatar is saved with profileComplete true.
 */
export const zProRegistrationStep = z.enum([
    'avatar',
    'confirm',
    'socialAccountLinked'
]).nullable();

export const zUser = z.object({
    id: z.string(),
    email: z.email(),
    proProfile: zProProfile.nullable(),
    profileComplete: z.boolean(),
    proRegistrationStep: zProRegistrationStep,
    requestCount: z.int().gte(0),
    profile: zUserProfile,
    phoneNumber: z.string().optional(),
    phoneNumberShareable: z.boolean().optional(),
    settings: z.object({
        defaultLanguage: zLanguage
    }),
    utm: zUtm.optional(),
    isItp: z.boolean(),
    token: z.string().optional(),
    converted: z.boolean()
});

/**
 * A pro's public profile page data.
 */
export const zPublicPro = z.object({
    id: z.string(),
    slug: z.string(),
    shortId: z.string(),
    customProfileUrl: z.string().optional(),
    name: z.string(),
    companyName: z.string().optional(),
    avatarUrl: z.string(),
    description: zLocalizedText,
    location: zProListLocation,
    jobTypeIds: z.array(z.string()),
    mainJobTypeId: z.string(),
    yearsInBusiness: z.int().gte(0).optional(),
    hireCount: z.int().gte(0).optional(),
    availableTimes: z.array(zAvailabilitySlot).optional(),
    reviewStatistics: zReviewStatistics,
    caseStudies: z.array(zCaseStudy),
    isItp: z.boolean()
});

/**
 * A user's private contact details, visible to themselves and to parties of a job.
 */
export const zPrivateProfile = z.object({
    id: z.string(),
    email: z.email(),
    phoneNumber: z.string().optional(),
    fullNameKanji: zPersonName.optional()
});

export const zUserName = z.object({
    name: z.string()
});

export const zUserAvatar = z.object({
    url: z.string()
});

export const zPricingMenuItem = z.object({
    key: z.string(),
    title: z.string(),
    description: z.string().optional(),
    price: z.int().gte(0),
    priceUnit: z.string().optional(),
    jobTypeId: z.string().optional()
});

export const zPricingMenu = z.object({
    items: z.array(zPricingMenuItem)
});

/**
 * A pro's answers to common questions.
 */
export const zProQuestions = z.object({
    success: z.boolean(),
    data: z.array(z.object({
        question: z.string(),
        answer: z.string()
    }))
});

export const zBasicInfoInput = z.object({
    profile: zUserProfile,
    phoneNumber: z.string().regex(/^[0-9]{10,11}$/).optional(),
    phoneNumberShareable: z.boolean().optional()
});

export const zProProfileInput = z.object({
    proProfile: zProProfile
});

export const zPasswordChange = z.object({
    password: z.string().min(8).max(128)
});

export const zPasswordSet = z.object({
    password: z.string().min(8).max(128),
    token: z.string()
});

/**
 * Marketing newsletter choice; every transactional flag is always sent as true.
 */
export const zNotificationPreferences = z.object({
    marketing: z.object({
        newsletter: z.boolean()
    }),
    transactional: z.object({
        applyCreditsRefunded: z.literal(true),
        applyViewed: z.literal(true),
        applyApproved: z.literal(true),
        applyRejected: z.literal(true),
        requestCancelled: z.literal(true),
        newMessage: z.literal(true),
        newRequest: z.literal(true),
        requestActivity: z.literal(true),
        clientLeftFeedback: z.literal(true)
    })
});

/**
 * A record of text generated by OpenAI for the user (assumed shape; the spec names only the call).
 */
export const zGeneratedPromptLog = z.object({
    prompt: z.string().max(10000),
    output: z.string().max(20000),
    jobTypeId: z.string().optional(),
    purpose: z.string().optional()
});

export const zRegisterPro = z.object({
    mode: z.literal('pro'),
    email: z.email(),
    password: z.string().min(8).max(128),
    jobTypes: z.array(z.string()).min(1),
    accountRegisteredBy: z.string().optional(),
    referer: z.object({
        referrer: z.string(),
        referrerDetail: z.string()
    }).optional()
});

export const zRegisterClient = z.object({
    mode: z.literal('client'),
    email: z.email()
});

export const zRegisterByPhone = z.object({
    mode: z.literal('phoneNumberRegistration'),
    loginPhoneNumber: z.string().regex(/^[0-9]{10,11}$/),
    password: z.string().min(8).max(128),
    phoneNumberVerificationToken: z.string().min(1)
});

export const zRegisterInput = z.union([
    z.object({
        mode: z.literal('pro')
    }).and(zRegisterPro),
    z.object({
        mode: z.literal('client')
    }).and(zRegisterClient),
    z.object({
        mode: z.literal('phoneNumberRegistration')
    }).and(zRegisterByPhone)
]);

/**
 * What registration and sign-in return. `expires` is added (assumed) so clients can store auth data.
 */
export const zAuthToken = z.object({
    token: z.string(),
    uid: z.string(),
    expires: z.int()
});

export const zSignInInput = z.object({
    email: z.email(),
    password: z.string().min(1).max(128)
});

export const zSocialSignInInput = z.object({
    provider: z.enum(['line']),
    code: z.string().min(1).max(512),
    redirectUri: z.url().max(2048)
});

/**
 * Either an image as a data URL or a social-login avatar URL (https only).
 */
export const zProfilePhotoUpload = z.union([
    z.object({
        imageDataUrl: z.string().regex(/^data:image\/(png|jpeg|webp|gif);base64,/)
    }),
    z.object({
        socialLoginAvatarUrl: z.url().regex(/^https:\/\//)
    })
]);

export const zUploadedPhoto = z.object({
    url: z.string(),
    avatarMeta: zAvatarMeta
});

export const zAvatarUpdate = z.object({
    proRegistrationStep: zProRegistrationStep,
    profile: z.object({
        avatar: z.string()
    }),
    avatarMeta: zAvatarMeta,
    profileComplete: z.boolean()
});

export const zAvailableLocationsInput = z.object({
    selectedCityIds: z.array(z.string()).min(1),
    selectedJobTypes: z.array(z.object({
        jobTypeId: z.string(),
        selectedMeetTypes: z.array(zMeetType).min(1)
    })).min(1)
});

export const zAvailableLocations = z.object({
    cities: z.record(z.string(), z.boolean()),
    clientGoToPro: z.boolean(),
    proGoToClient: z.boolean(),
    remote: z.boolean()
});

export const zClaimProfileInput = z.object({
    email: z.email()
});

export const zClaimProfileResult = z.object({
    status: z.enum(['emailSent'])
});

/**
 * Where the job is.
 */
export const zRequestContext = z.object({
    address: z.string().optional(),
    city: z.string().optional(),
    prefecture: z.string()
});

export const zDurationAnswer = z.object({
    value: z.number().gte(0),
    unit: z.enum([
        'minutes',
        'hours',
        'days',
        'weeks',
        'months'
    ])
});

/**
 * One preferred slot: a day and a time range on it, the times numeric (hours since midnight, 9.5 = 09:30). The spec names only "from and to"; the day of each slot is assumed (a time range without a day cannot be scheduled).
 */
export const zTimeslotAnswer = z.object({
    date: z.iso.date(),
    from: z.number().gte(0).lte(24),
    to: z.number().gte(0).lte(24)
});

export const zTimeslotsAnswer = z.array(zTimeslotAnswer).max(3);

/**
 * Counter key to count (default 0).
 */
export const zCountersAnswer = z.record(z.string(), z.int().gte(0));

export const zServicesAnswer = z.object({
    quantities: z.record(z.string(), z.int().gte(0)),
    total: z.int().gte(0)
});

export const zOptionWithOtherAnswer = z.object({
    value: z.union([
        z.string(),
        z.array(z.string())
    ]),
    other: z.string().max(2000).optional()
});

export const zDateTimeAnswer = z.object({
    date: z.iso.date().optional(),
    timeRange: z.object({
        start: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/),
        end: z.string().regex(/^([01][0-9]|2[0-4]):[0-5][0-9]$/)
    }).optional()
});

export const zAddressAnswer = z.object({
    address: z.string().min(1),
    zipCode: z.string().regex(/^[0-9]{3}-?[0-9]{4}$/).optional(),
    prefecture: z.string().optional(),
    city: z.string().optional()
});

/**
 * One answer, by the kind of field it answers.
 */
export const zFieldAnswer = z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.array(z.string()),
    zDurationAnswer,
    zTimeslotsAnswer,
    zServicesAnswer,
    zOptionWithOtherAnswer,
    zDateTimeAnswer,
    zAddressAnswer,
    zCountersAnswer
]);

/**
 * Answers by field key. Contact and credential fields never travel here: email, password, name, phoneNumber, phoneNumberShareable, lineSocialLogin, credential, loginPhoneNumber and phoneNumberVerificationToken are removed before sending (placeDescription too unless the request is a direct booking).
 */
export const zRequestFields = z.record(z.string(), zFieldAnswer);

/**
 * The body of a new request.
 */
export const zRequestPayload = z.object({
    jobTypeId: z.string(),
    originJobTypeId: z.string().optional(),
    client: z.string().optional(),
    clientId: z.string().optional(),
    clientLanguages: z.object({
        en: z.boolean().optional(),
        ja: z.boolean().optional()
    }).optional(),
    fields: zRequestFields,
    jobTypeFieldsVersion: z.int().gte(1),
    originProType: z.string().optional(),
    proType: z.string().optional(),
    selectedProId: z.string().optional(),
    isDirectBooking: z.boolean(),
    lineRequestId: z.string().optional(),
    sent: z.boolean(),
    sessionContext: z.record(z.string(), z.string()).optional(),
    status: z.enum(['open']),
    utm: zUtm.optional(),
    context: zRequestContext,
    language: zLanguage,
    mode: z.enum(['modal', 'page']).optional(),
    captchaResponse: z.string().optional()
});

export const zCreatedRequest = z.object({
    _id: z.string(),
    jobTypeId: z.string(),
    status: z.enum(['open']),
    createdTime: z.iso.datetime(),
    expirationTime: z.iso.datetime()
});

export const zDuplicateRequestCheck = z.object({
    duplicateRequestId: z.string().nullable()
});

export const zNotificationAction = z.enum([
    'applyRefunded',
    'applyRefundedDueToSpy',
    'applyRequest',
    'approveApply',
    'cancelJob',
    'cancelJobOfSpyRequest',
    'changeApplyCoverLetter',
    'changeApplyQuote',
    'changeApplyQuoteCoverLetter',
    'clientReadApply',
    'custom',
    'idApproved',
    'jobComplete',
    'missionComplete',
    'newRequest',
    'proFeedback',
    'proProfileViewed',
    'proSolicitFeedback',
    'rankPromoted',
    'refereeReward',
    'referrerReward',
    'rejectApply',
    'replyApply',
    'replyJob',
    'replyRequest',
    'requestComplete'
]);

export const zNotification = z.object({
    id: z.string(),
    time: z.iso.datetime(),
    createdTime: z.iso.datetime().optional(),
    isRead: z.boolean(),
    action: zNotificationAction,
    actor: z.object({
        id: z.string(),
        name: z.string()
    }).nullable(),
    data: z.object({
        applyId: z.string().optional(),
        requestId: z.string().optional(),
        message: zLocalizedText.optional()
    }),
    avatarUrl: z.string().optional()
});

export const zMarkAllNotificationsRead = z.object({
    timestamp: z.iso.datetime()
});

export const zAnnouncement = z.object({
    announcementId: z.string(),
    isRead: z.boolean(),
    title: zLocalizedText,
    body: zLocalizedText,
    url: z.string().optional(),
    publishedAt: z.iso.datetime()
});

export const zAnnouncementReadState = z.object({
    announcementId: z.string(),
    isRead: z.literal(true)
});

export const zWebVitalMetric = z.object({
    name: z.enum([
        'CLS',
        'FCP',
        'INP',
        'LCP',
        'TTFB'
    ]),
    value: z.number().gte(0),
    rating: z.enum([
        'good',
        'needs-improvement',
        'poor'
    ]),
    id: z.string()
});

/**
 * The web-vitals report of one page view: connection type, CPU count, memory, URL, user agent and the metrics (the product names these fields; their names here are assumed).
 */
export const zWebVitalsBeacon = z.object({
    connectionType: z.string(),
    cpuCount: z.int().gte(1),
    memory: z.number().gte(0).optional(),
    url: z.string(),
    userAgent: z.string(),
    metrics: z.array(zWebVitalMetric).min(1),
    interaction: z.object({
        type: z.string(),
        target: z.string(),
        duration: z.number().gte(0),
        inputDelay: z.number().gte(0).optional(),
        processingDuration: z.number().gte(0).optional(),
        presentationDelay: z.number().gte(0).optional()
    }).optional()
});

/**
 * The marketing page kinds (job type, prefecture, major city, city group and its city, city, major city's city, category), plus the other screens (assumed names).
 */
export const zPageType = z.enum([
    'jobType',
    'prefecture',
    'majorCity',
    'group',
    'groupCity',
    'city',
    'majorCityCity',
    'category',
    'start',
    'proProfile',
    'blog',
    'notificationTarget',
    'signIn',
    'notFound',
    'other'
]);

export const zAnalyticsEvent = z.object({
    type: z.enum([
        'pageView',
        'conversion',
        'experimentExposure',
        'telemetry',
        'funnel'
    ]),
    name: z.string(),
    path: z.string(),
    pageType: zPageType.optional(),
    proUserId: z.string().nullish(),
    jobTypeId: z.string().nullish(),
    anonymousId: z.string(),
    timestamp: z.iso.datetime(),
    properties: z.record(z.string(), z.union([
        z.string(),
        z.number(),
        z.boolean()
    ]).nullable()).optional()
});

/**
 * A batch of analytics events (page views, conversions, experiment exposures, telemetry, funnel); the spec does not show the path or shape.
 */
export const zAnalyticsBatch = z.object({
    events: z.array(zAnalyticsEvent).min(1).max(50)
});

/**
 * Sent by the client on connect and again on every reconnect.
 */
export const zRealtimeAuthenticate = z.object({
    token: z.string().min(1)
});

export const zRealtimeAuthenticated = z.object({
    uid: z.string()
});

export const zRealtimeUnauthorized = z.object({
    message: z.string()
});

/**
 * A notification was read elsewhere (another tab or device).
 */
export const zRealtimeMarkAsRead = z.object({
    id: z.string()
});

/**
 * Every notification at or before `timestamp` was read elsewhere.
 */
export const zRealtimeMarkAllRead = z.object({
    timestamp: z.iso.datetime()
});

/**
 * The UI language; the server answers localized text in it.
 */
export const zUiLanguage = zLanguage;

/**
 * A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
 */
export const zDevice = z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/);

/**
 * The calling client; always z-web for this web client.
 */
export const zClient = z.literal('z-web');

/**
 * The language of the answer's display text (x-ui-language when left out).
 */
export const zLanguage2 = zLanguage;

/**
 * The job type id (§5 - the call needs it).
 */
export const zJobTypeIdQuery = z.string().min(1);

/**
 * The job type id.
 */
export const zJobTypeQuery = z.string();

/**
 * A prefecture key (romanized, lower case).
 */
export const zPrefectureKeyQuery = z.string();

/**
 * A city or ward key (romanized, lower case, with its -shi / -ku suffix).
 */
export const zCityKeyQuery = z.string();

/**
 * The user id.
 */
export const zUserIdQuery = z.string().min(1);

/**
 * The job category id (a top-level category key such as home, or a subcategory id).
 */
export const zCategoryIdPath = z.string().min(1);

/**
 * The job type id.
 */
export const zJobTypeIdAsIdPath = z.string().min(1);

/**
 * The pro's user id.
 */
export const zProIdPath = z.string().min(1);

/**
 * The user id of an imported (ITP) pro profile, not yet claimed.
 */
export const zItpUserIdPath = z.string().min(1);

/**
 * The user id.
 */
export const zUserIdPath = z.string().min(1);

/**
 * The job type id.
 */
export const zJobTypeIdPath = z.string().min(1);

/**
 * A prefecture key (romanized, lower case).
 */
export const zPrefectureKeyPath = z.string().min(1);

/**
 * The page, from 1.
 */
export const zCaseStudyCurrentPage = z.int().gte(1).default(1);

/**
 * Page size; 6 by default, 999 for a full fetch.
 */
export const zCaseStudyPageSize = z.int().gte(1).lte(999).default(6);

/**
 * Page size (10 by default, 20 on some first pages).
 */
export const zProListSize = z.int().gte(1).lte(50).default(10);

/**
 * How many pros of the list to skip (page × size).
 */
export const zProListSkip = z.int().gte(0).default(0);

/**
 * A weekday filter.
 */
export const zProListDay = z.enum([
    'mon',
    'tue',
    'wed',
    'thu',
    'fri',
    'sat',
    'sun'
]);

/**
 * A time-of-day filter.
 */
export const zProListTime = z.enum([
    'morning',
    'afternoon',
    'evening',
    'night'
]);

/**
 * One price range in yen, low-high; 0 on either side means open-ended.
 */
export const zProListPriceRange = z.string().regex(/^[0-9]+-[0-9]+$/);

/**
 * Comma list of key.value pairs from the job type's matching-criteria fields.
 */
export const zProListMatchingCriteria = z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/);

/**
 * Assumed (the spec names the parameter, not its values): only pros whose pricing menu has this item: a popular pricing item's key (GET /pricing-menu/popular-items), sent when the visitor picks that item on a marketing page.
 */
export const zProListPricingMenuItemKey = z.string();

/**
 * The language of the list's display text.
 */
export const zProListLanguage = zLanguage;

/**
 * Always published (the client shows published case studies only).
 */
export const zCaseStatusPublished = z.literal('published');

/**
 * Always true (the case studies shown on the pro's service page).
 */
export const zIsServicePage = z.literal(true);

export const zListJobCategoriesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * All categories, flat.
 */
export const zListJobCategoriesResponse = z.array(zJobCategory);

export const zGetJobCategoryData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The category.
 */
export const zGetJobCategoryResponse = zJobCategory;

export const zListAllSubcategoriesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One tree per top-level category.
 */
export const zListAllSubcategoriesResponse = z.array(zJobCategoryTree);

export const zGetSubcategoriesByParentData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The parent with its subcategories.
 */
export const zGetSubcategoriesByParentResponse = zJobCategoryTree;

export const zGetJobTypeData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        format: z.enum(['full', 'summary']).optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The job type.
 */
export const zGetJobTypeResponse = zJobType;

export const zListJobTypesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        proSignUp: z.boolean().optional(),
        clientRequest: z.boolean().optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The job types.
 */
export const zListJobTypesResponse = z.array(zJobTypeSummary);

export const zListPopularJobTypesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        categoryId: z.string().optional(),
        cityKey: z.string().optional(),
        prefectureKey: z.string().optional(),
        limit: z.int().gte(1).lte(50).optional().default(10)
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Popular job types, most popular first.
 */
export const zListPopularJobTypesResponse = z.array(zJobTypeSummary);

export const zListRelatedJobTypesData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        prefectureKey: z.string().optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Related job types.
 */
export const zListRelatedJobTypesResponse = z.array(zJobTypeSummary);

export const zListRelatedRequestableJobTypesData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        prefectureKey: z.string().optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Related requestable job types.
 */
export const zListRelatedRequestableJobTypesResponse = z.array(zJobTypeSummary);

export const zListRequestableJobTypesByCategoryData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The category's requestable job types.
 */
export const zListRequestableJobTypesByCategoryResponse = z.array(zJobTypeSummary);

export const zListServiceOfTheMonthData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The featured job types.
 */
export const zListServiceOfTheMonthResponse = z.array(zJobTypeSummary);

export const zGetJobTypeProCountData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        cityKey: z.string().optional(),
        prefectureKey: z.string().optional(),
        zipCode: z.string().regex(/^[0-9]{3}-?[0-9]{4}$/).optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The count.
 */
export const zGetJobTypeProCountResponse = zCountResponse;

export const zGetJobTypeAliasData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The alias.
 */
export const zGetJobTypeAliasResponse = zJobTypeAlias;

export const zListJobTypeAliasesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Every alias.
 */
export const zListJobTypeAliasesResponse = z.array(zJobTypeAlias);

export const zGetTranslationData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The translation.
 */
export const zGetTranslationResponse = zTranslation;

export const zListJobTypeProfilesByUserData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        format: z.enum(['full', 'summary']).optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The pro's job-type profiles.
 */
export const zListJobTypeProfilesByUserResponse = z.array(zJobTypeProfile);

export const zGetProSignupCategoryTreeData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        path: z.enum(['initial'])
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The sign-up trees.
 */
export const zGetProSignupCategoryTreeResponse = zProSignupCategoryTrees;

export const zGetCityInPrefectureData = z.object({
    body: z.never().optional(),
    path: z.object({
        prefectureKey: z.string().min(1),
        cityKey: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The city.
 */
export const zGetCityInPrefectureResponse = zCity;

export const zListCitiesOfPrefectureData = z.object({
    body: z.never().optional(),
    path: z.object({
        prefectureId: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Cities.
 */
export const zListCitiesOfPrefectureResponse = z.array(zCity);

export const zGetGeolocationData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        ip: z.string().min(3).optional(),
        lat: z.number().gte(-90).lte(90).optional(),
        lng: z.number().gte(-180).lte(180).optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The location.
 */
export const zGetGeolocationResponse = zGeolocation;

export const zGetCityData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The city.
 */
export const zGetCityResponse = zCity;

export const zGetPrefectureData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The prefecture.
 */
export const zGetPrefectureResponse = zPrefecture;

export const zListPrefecturesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        key: z.string().optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Prefectures.
 */
export const zListPrefecturesResponse = z.array(zPrefecture);

export const zListRequestableCitiesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobType: z.string(),
        prefectureKey: z.string().optional(),
        cityKey: z.string().optional()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Cities.
 */
export const zListRequestableCitiesResponse = z.array(zCity);

export const zListNearbyRequestableCitiesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobType: z.string(),
        prefectureKey: z.string().optional(),
        cityKey: z.string()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Cities.
 */
export const zListNearbyRequestableCitiesResponse = z.array(zCity);

export const zListCityGroupsOfPrefectureData = z.object({
    body: z.never().optional(),
    path: z.object({
        prefectureKey: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The city groups.
 */
export const zListCityGroupsOfPrefectureResponse = z.array(zCityGroup);

export const zListRequestablePrefecturesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobType: z.string(),
        prefectureKey: z.string().optional(),
        size: z.int().gte(1).lte(47).optional()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Prefectures.
 */
export const zListRequestablePrefecturesResponse = z.array(zPrefecture);

export const zListNearbyRequestablePrefecturesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobType: z.string(),
        prefectureKey: z.string(),
        size: z.int().gte(1).lte(47).optional()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Prefectures.
 */
export const zListNearbyRequestablePrefecturesResponse = z.array(zPrefecture);

export const zListCitiesData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        prefecture: z.string().optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Cities.
 */
export const zListCitiesResponse = z.array(zCity);

export const zListCityGroupsData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The city groups.
 */
export const zListCityGroupsResponse = z.array(zCityGroup);

export const zListLocationsByZipCodeData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        zipCode: z.string().regex(/^[0-9]{3}-?[0-9]{4}$/)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Matching areas; empty when the zip code does not exist.
 */
export const zListLocationsByZipCodeResponse = z.array(zZipCodeLocation);

export const zGetTownAreaData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The town area.
 */
export const zGetTownAreaResponse = zTownArea;

export const zListBlogPostsData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Blog posts, newest first.
 */
export const zListBlogPostsResponse = z.array(zBlogPost);

export const zGetBlogPostData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The post.
 */
export const zGetBlogPostResponse = zBlogPostDetail;

export const zListProBlogPostsByJobTypeData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Pro blog posts, newest first.
 */
export const zListProBlogPostsByJobTypeResponse = z.array(zProBlogPost);

export const zListInternalBlogPostsByJobTypeData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        isCostTag: z.boolean()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Blog posts, newest first.
 */
export const zListInternalBlogPostsByJobTypeResponse = z.array(zBlogPost);

export const zListProBlogPostsByProData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The pro's blog posts with their bodies, newest first.
 */
export const zListProBlogPostsByProResponse = z.array(zProBlogPostDetail);

export const zListProsByJobData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobType: z.string(),
        language: zLanguage,
        day: z.enum([
            'mon',
            'tue',
            'wed',
            'thu',
            'fri',
            'sat',
            'sun'
        ]).optional(),
        time: z.enum([
            'morning',
            'afternoon',
            'evening',
            'night'
        ]).optional(),
        priceRange: z.string().regex(/^[0-9]+-[0-9]+$/).optional(),
        matchingCriteriaFilter: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/).optional(),
        pricingMenuItemKey: z.string().optional(),
        size: z.int().gte(1).lte(50).optional().default(10),
        skip: z.int().gte(0).optional().default(0)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of pros, with the total and optionally their review statistics.
 */
export const zListProsByJobResponse = zProsByJobResponse;

export const zListProsByJobPrefectureAndCityNotNearbyData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        prefecture: z.string(),
        city: z.string(),
        excludeCities: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/).optional(),
        jobType: z.string(),
        language: zLanguage,
        day: z.enum([
            'mon',
            'tue',
            'wed',
            'thu',
            'fri',
            'sat',
            'sun'
        ]).optional(),
        time: z.enum([
            'morning',
            'afternoon',
            'evening',
            'night'
        ]).optional(),
        priceRange: z.string().regex(/^[0-9]+-[0-9]+$/).optional(),
        matchingCriteriaFilter: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/).optional(),
        pricingMenuItemKey: z.string().optional(),
        size: z.int().gte(1).lte(50).optional().default(10),
        skip: z.int().gte(0).optional().default(0)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of pros, with the total and optionally their review statistics.
 */
export const zListProsByJobPrefectureAndCityNotNearbyResponse = zProsByJobResponse;

export const zListProsByJobAndCityGroupData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        prefecture: z.string(),
        cityGroup: z.string(),
        excludeCities: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/).optional(),
        jobType: z.string(),
        language: zLanguage,
        day: z.enum([
            'mon',
            'tue',
            'wed',
            'thu',
            'fri',
            'sat',
            'sun'
        ]).optional(),
        time: z.enum([
            'morning',
            'afternoon',
            'evening',
            'night'
        ]).optional(),
        priceRange: z.string().regex(/^[0-9]+-[0-9]+$/).optional(),
        matchingCriteriaFilter: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/).optional(),
        pricingMenuItemKey: z.string().optional(),
        size: z.int().gte(1).lte(50).optional().default(10),
        skip: z.int().gte(0).optional().default(0)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of pros, with the total and optionally their review statistics.
 */
export const zListProsByJobAndCityGroupResponse = zProsByJobResponse;

export const zListProsByJobPrefectureAndCityData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        prefecture: z.string(),
        city: z.string(),
        jobType: z.string(),
        language: zLanguage,
        day: z.enum([
            'mon',
            'tue',
            'wed',
            'thu',
            'fri',
            'sat',
            'sun'
        ]).optional(),
        time: z.enum([
            'morning',
            'afternoon',
            'evening',
            'night'
        ]).optional(),
        priceRange: z.string().regex(/^[0-9]+-[0-9]+$/).optional(),
        matchingCriteriaFilter: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/).optional(),
        pricingMenuItemKey: z.string().optional(),
        size: z.int().gte(1).lte(50).optional().default(10),
        skip: z.int().gte(0).optional().default(0)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of pros, with the total and optionally their review statistics.
 */
export const zListProsByJobPrefectureAndCityResponse = zProsByJobResponse;

export const zListProsByPrefectureAndJobData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        prefecture: z.string(),
        jobType: z.string(),
        language: zLanguage,
        day: z.enum([
            'mon',
            'tue',
            'wed',
            'thu',
            'fri',
            'sat',
            'sun'
        ]).optional(),
        time: z.enum([
            'morning',
            'afternoon',
            'evening',
            'night'
        ]).optional(),
        priceRange: z.string().regex(/^[0-9]+-[0-9]+$/).optional(),
        matchingCriteriaFilter: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)*$/).optional(),
        pricingMenuItemKey: z.string().optional(),
        size: z.int().gte(1).lte(50).optional().default(10),
        skip: z.int().gte(0).optional().default(0)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of pros, with the total and optionally their review statistics.
 */
export const zListProsByPrefectureAndJobResponse = zProsByJobResponse;

export const zCountProsData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobTypeId: z.string().min(1),
        cityKey: z.string().optional(),
        prefectureKey: z.string().optional(),
        cityGroup: z.string().optional(),
        excludeCities: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/).optional(),
        language: zLanguage.optional()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The count.
 */
export const zCountProsResponse = zCountResponse;

export const zListNewestReviewsByJobTypeData = z.object({
    body: z.never().optional(),
    path: z.object({
        jobTypeId: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The newest reviews.
 */
export const zListNewestReviewsByJobTypeResponse = z.array(zProFeedback);

export const zListNewestReviewsByJobTypeAndPrefectureData = z.object({
    body: z.never().optional(),
    path: z.object({
        jobTypeId: z.string().min(1),
        prefecture: z.string().min(1)
    }),
    query: z.object({
        city: z.string().optional(),
        cityGroup: z.string().optional(),
        excludeCities: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/).optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The newest reviews.
 */
export const zListNewestReviewsByJobTypeAndPrefectureResponse = z.array(zProFeedback);

export const zListReviewsByJobTypeData = z.object({
    body: z.never().optional(),
    path: z.object({
        jobTypeId: z.string().min(1)
    }),
    query: z.object({
        prefecture: z.string().optional(),
        city: z.string().optional(),
        cityGroup: z.string().optional(),
        excludeCities: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/).optional(),
        page: z.int().gte(1).optional().default(1),
        rate: z.int().gte(1).lte(5).optional()
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of reviews.
 */
export const zListReviewsByJobTypeResponse = zProFeedbackPage;

export const zListReviewsByUserData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        userId: z.string().min(1)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The pro's reviews.
 */
export const zListReviewsByUserResponse = zProFeedbackPage;

export const zListSampleRequestsData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobTypeId: z.string().min(1),
        prefectureId: z.string().optional(),
        cityId: z.string().optional(),
        language: zLanguage.optional(),
        limit: z.int().gte(1).lte(50).optional().default(5)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Sample requests.
 */
export const zListSampleRequestsResponse = z.array(zSampleRequest);

export const zGetPopularPricingItemsData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobTypeId: z.string().min(1),
        cityKey: z.string().optional(),
        prefectureKey: z.string().optional(),
        language: zLanguage.optional()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The popular items.
 */
export const zGetPopularPricingItemsResponse = zPopularPricingItems;

export const zListPopularRequestsData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        jobTypeId: z.string().min(1),
        cityKey: z.string().optional(),
        prefectureKey: z.string().optional()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Popular requests.
 */
export const zListPopularRequestsResponse = z.array(zPopularRequest);

export const zListCaseStudiesByJobTypeData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        currentPage: z.int().gte(1).optional().default(1),
        pageSize: z.int().gte(1).lte(999).optional().default(6)
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of case studies with the total.
 */
export const zListCaseStudiesByJobTypeResponse = zCaseStudyPage;

export const zListCaseStudiesByJobTypeAndPrefectureData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1),
        prefecture: z.string().min(1)
    }),
    query: z.object({
        currentPage: z.int().gte(1).optional().default(1),
        pageSize: z.int().gte(1).lte(999).optional().default(6)
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of case studies with the total.
 */
export const zListCaseStudiesByJobTypeAndPrefectureResponse = zCaseStudyPage;

export const zListCaseStudiesByJobTypeAndCityGroupData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1),
        prefecture: z.string().min(1),
        group: z.string().min(1)
    }),
    query: z.object({
        excludeCities: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/).optional(),
        currentPage: z.int().gte(1).optional().default(1),
        pageSize: z.int().gte(1).lte(999).optional().default(6)
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of case studies with the total.
 */
export const zListCaseStudiesByJobTypeAndCityGroupResponse = zCaseStudyPage;

export const zListCaseStudiesByJobTypeAndCityData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1),
        prefecture: z.string().min(1),
        city: z.string().min(1)
    }),
    query: z.object({
        excludeCities: z.string().regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/).optional(),
        currentPage: z.int().gte(1).optional().default(1),
        pageSize: z.int().gte(1).lte(999).optional().default(6)
    }).optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of case studies with the total.
 */
export const zListCaseStudiesByJobTypeAndCityResponse = zCaseStudyPage;

export const zListCaseStudiesByProData = z.object({
    body: z.never().optional(),
    path: z.object({
        userId: z.string().min(1)
    }),
    query: z.object({
        pageSize: z.int().gte(1).lte(999).optional().default(6),
        caseStatus: z.literal('published'),
        isServicePage: z.literal(true)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * One page of case studies with the total.
 */
export const zListCaseStudiesByProResponse = zCaseStudyPage;

export const zGetFeatureFlagData = z.object({
    body: z.never().optional(),
    path: z.object({
        flagName: z.string().min(1).regex(/^[A-Za-z0-9_-]+$/)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The flag's value, shaped by the flag.
 */
export const zGetFeatureFlagResponse = zFeatureFlag;

export const zCreateRequestData = z.object({
    body: zRequestPayload,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional(),
        'social-context': z.string().optional(),
        'client-source': z.string().optional(),
        'recaptcha-response': z.string().optional(),
        'recaptcha-v3-token': z.string().optional()
    }).optional()
});

/**
 * The created request.
 */
export const zCreateRequestResponse = zCreatedRequest;

export const zCheckDuplicateRequestData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1),
        jobTypeId: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The duplicate request id, or null.
 */
export const zCheckDuplicateRequestResponse = zDuplicateRequestCheck;

export const zGetUserData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The user.
 */
export const zGetUserResponse = zUser;

export const zUpdateUserData = z.object({
    body: zUser,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The user.
 */
export const zUpdateUserResponse = zUser;

export const zGetUserNameData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The name.
 */
export const zGetUserNameResponse = zUserName;

export const zGetUserAvatarData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The avatar.
 */
export const zGetUserAvatarResponse = zUserAvatar;

export const zUpdateUserAvatarData = z.object({
    body: zAvatarUpdate,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The user.
 */
export const zUpdateUserAvatarResponse = zUser;

export const zGetUserPricingMenuData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The pricing menu.
 */
export const zGetUserPricingMenuResponse = zPricingMenu;

export const zGetUserQuestionsData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The questions and answers.
 */
export const zGetUserQuestionsResponse = zProQuestions;

export const zGetPrivateProfileData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The private profile.
 */
export const zGetPrivateProfileResponse = zPrivateProfile;

export const zSaveBasicInfoData = z.object({
    body: zBasicInfoInput,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The user.
 */
export const zSaveBasicInfoResponse = zUser;

export const zSaveProProfileData = z.object({
    body: zProProfileInput,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The user.
 */
export const zSaveProProfileResponse = zUser;

export const zTouchLastOnlineData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Recorded.
 */
export const zTouchLastOnlineResponse = z.void();

export const zChangePasswordData = z.object({
    body: zPasswordChange,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Changed.
 */
export const zChangePasswordResponse = z.void();

export const zUpdateNotificationPreferencesData = z.object({
    body: zNotificationPreferences,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The saved preferences.
 */
export const zUpdateNotificationPreferencesResponse = zNotificationPreferences;

export const zLogGeneratedPromptData = z.object({
    body: zGeneratedPromptLog,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Logged.
 */
export const zLogGeneratedPromptResponse = z.void();

export const zCheckEmailRegisteredData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        email: z.email()
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

export const zRegisterData = z.object({
    body: zRegisterInput,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Registered and signed in.
 */
export const zRegisterResponse = zAuthToken;

export const zUploadProfilePhotoData = z.object({
    body: zProfilePhotoUpload,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The stored photo.
 */
export const zUploadProfilePhotoResponse = zUploadedPhoto;

export const zCreateAvailableLocationsData = z.object({
    body: zAvailableLocationsInput,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The saved available locations.
 */
export const zCreateAvailableLocationsResponse = zAvailableLocations;

export const zListProJobTypesData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The pro's job types.
 */
export const zListProJobTypesResponse = z.array(zJobTypeSummary);

export const zListItpUserJobTypesData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The pro's job types.
 */
export const zListItpUserJobTypesResponse = z.array(zJobTypeSummary);

export const zListProAvailablePrefecturesData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The prefectures.
 */
export const zListProAvailablePrefecturesResponse = z.array(zPrefecture);

export const zGetProBySlugData = z.object({
    body: z.never().optional(),
    path: z.object({
        slug: z.string().min(1)
    }),
    query: z.object({
        caseStatus: z.literal('published'),
        isServicePage: z.literal(true)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The public profile.
 */
export const zGetProBySlugResponse = zPublicPro;

export const zGetProData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.object({
        caseStatus: z.literal('published'),
        isServicePage: z.literal(true)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The public profile.
 */
export const zGetProResponse = zPublicPro;

export const zGetItpUserData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The public profile.
 */
export const zGetItpUserResponse = zPublicPro;

export const zClaimItpProfileData = z.object({
    body: zClaimProfileInput,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * A claim email was sent.
 */
export const zClaimItpProfileResponse = zClaimProfileResult;

export const zListNotificationsData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.object({
        userId: z.string().min(1)
    }),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The notifications.
 */
export const zListNotificationsResponse = z.array(zNotification);

export const zMarkNotificationReadData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The notification, now read.
 */
export const zMarkNotificationReadResponse = zNotification;

export const zMarkAllNotificationsReadData = z.object({
    body: zMarkAllNotificationsRead,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * How many changed.
 */
export const zMarkAllNotificationsReadResponse = zUpdatedCount;

export const zListAnnouncementsData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The announcements.
 */
export const zListAnnouncementsResponse = z.array(zAnnouncement);

export const zMarkAnnouncementReadData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1),
        announcementId: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The read state.
 */
export const zMarkAnnouncementReadResponse = zAnnouncementReadState;

export const zMarkAllAnnouncementsReadData = z.object({
    body: z.never().optional(),
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * How many changed.
 */
export const zMarkAllAnnouncementsReadResponse = zUpdatedCount;

export const zSignInData = z.object({
    body: zSignInInput,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Signed in.
 */
export const zSignInResponse = zAuthToken;

export const zSignInWithSocialData = z.object({
    body: zSocialSignInInput,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Signed in.
 */
export const zSignInWithSocialResponse = zAuthToken;

export const zGetCurrentUserData = z.object({
    body: z.never().optional(),
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The user.
 */
export const zGetCurrentUserResponse = zUser;

export const zSetPasswordData = z.object({
    body: zPasswordSet,
    path: z.object({
        id: z.string().min(1)
    }),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * The password is set.
 */
export const zSetPasswordResponse = z.void();

export const zSendWebVitalsData = z.object({
    body: zWebVitalsBeacon,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Accepted.
 */
export const zSendWebVitalsResponse = z.void();

export const zSendAnalyticsEventsData = z.object({
    body: zAnalyticsBatch,
    path: z.never().optional(),
    query: z.never().optional(),
    headers: z.object({
        'x-ui-language': zLanguage.optional(),
        'x-device': z.string().regex(/^([0-9a-f]{32}|unknown-fingerprint)$/).optional(),
        client: z.literal('z-web').optional()
    }).optional()
});

/**
 * Accepted.
 */
export const zSendAnalyticsEventsResponse = z.void();
