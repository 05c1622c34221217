// generated — do not edit, run `npm run gen`
// Source: openapi/ (bundled in generated/openapi.json). Generator: openapi-typescript.

export type paths = {
    "/job-categories": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List job categories in the UI language
         * @description Public: no token. Every category, flat, titles in x-ui-language. 500 is swallowed by the client (no categories).
         */
        get: operations["listJobCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-categories/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get one job category
         * @description Skipped by the client when the category is already loaded.
         */
        get: operations["getJobCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-categories/get-all-subcategories": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the tree of all top-level categories with their subcategories
         * @description Public: no token. The five top-level categories (home, learning, lifestyle, business, events), each with its subcategories.
         */
        get: operations["listAllSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-categories/{id}/get-all-subcategories-by-parent": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the category tree under one parent
         * @description Public: no token. The tree under one category id; 404 when no category has that id.
         */
        get: operations["getSubcategoriesByParent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job type with its request-form fields
         * @description Failures are swallowed by the client (empty fallback).
         */
        get: operations["getJobType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List job types for pro sign-up or for client requests
         * @description Fetched only when not cached, or for pro sign-up.
         */
        get: operations["listJobTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/popular": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List popular job types, optionally by category and place
         * @description Public: no token. Popular job types, narrowed by categoryId and a place (prefectureKey, cityKey) when given, at most `limit`.
         */
        get: operations["listPopularJobTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/{id}/related-job-types": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List job types related to one
         * @description Public: no token. Job types related to one (the job-type page's link block); 404 for an unknown job type.
         */
        get: operations["listRelatedJobTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/{id}/related-requestable-job-types": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List related job types that clients can request
         * @description Public: no token. Related job types a client can request, in prefectureKey when given; 404 for an unknown job type.
         */
        get: operations["listRelatedRequestableJobTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/get-requestable-by-category/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List requestable job types of a category
         * @description Public: no token. The job types of a category that clients can request; 404 for an unknown category.
         */
        get: operations["listRequestableJobTypesByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/service-of-the-month": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List this month's featured services
         * @description Public: no token. This month's featured services for the start page; an empty list when none.
         */
        get: operations["listServiceOfTheMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/{id}/pro-count": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the pros of a job type near a place
         * @description Public: no token. How many pros serve the job type near a place (cityKey, prefectureKey or zipCode); 404 for an unknown job type. The client shows 0 on any failure.
         */
        get: operations["getJobTypeProCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-type-alias/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the alias of a job type
         * @description Cached 5 minutes; failures are swallowed and reported.
         */
        get: operations["getJobTypeAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-type-alias": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List all job-type aliases
         * @description Cached 5 minutes; failures are swallowed and reported.
         */
        get: operations["listJobTypeAliases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get one translation namespace in the UI language
         * @description A loaded translation is never refetched.
         */
        get: operations["getTranslation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-type-profile/get-by-user-id/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List a pro's job-type profiles
         * @description Public: no token. A pro's job-type profiles (format full or summary); 404 when no pro has that id.
         */
        get: operations["listJobTypeProfilesByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-job-categories-for-signup/tree": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the category trees offered in pro sign-up
         * @description Public: no token. The category trees pro sign-up offers (path=initial: the first step).
         */
        get: operations["getProSignupCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-prefectures/{prefectureKey}/location-cities/{cityKey}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a city by its key within a prefecture
         * @description A city outside the prefecture is not found (CITY_NOT_IN_PREFECTURE).
         */
        get: operations["getCityInPrefecture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-prefectures/{prefectureId}/location-cities": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the cities of a prefecture
         * @description Public: no token. The cities and wards of a prefecture (by key); 404 for an unknown prefecture.
         */
        get: operations["listCitiesOfPrefecture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/geolocation": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Locate an IP address or a position
         * @description The nearest city and its prefecture to an IP address, or to a position (lat and lng, assumed: see their x-assumed); with neither, to the request's own address (assumed). The client then fetches the city and the prefecture it names.
         */
        get: operations["getGeolocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-cities/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a city by its key
         * @description Public: no token. One city or ward by key; 404 for an unknown key (the page shows not found).
         */
        get: operations["getCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-prefectures/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a prefecture by its key
         * @description Public: no token. One prefecture by key; 404 for an unknown key (the page shows not found).
         */
        get: operations["getPrefecture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-prefectures": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List prefectures, or the one with a key
         * @description Public: no token. All 47 prefectures, or only the one whose key is given. Cached 5 minutes by the client.
         */
        get: operations["listPrefectures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-cities/requestable-cities": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List cities where a job type can be requested
         * @description Public: no token. The cities of prefectureKey where jobType can be requested (cityKey given: use the nearby call).
         */
        get: operations["listRequestableCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-cities/nearby-requestable-cities": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List requestable cities near a given city
         * @description Public: no token. Requestable cities near cityKey for jobType, for the city page's link block.
         */
        get: operations["listNearbyRequestableCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-prefectures/{prefectureKey}/location-city-groups": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the city groups of a prefecture
         * @description Public: no token. The city groups of a prefecture; an empty list when it has none; 404 for an unknown prefecture.
         */
        get: operations["listCityGroupsOfPrefecture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-prefectures/requestable-prefectures": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List prefectures where a job type can be requested
         * @description Public: no token. The prefectures where jobType can be requested, at most `size`.
         */
        get: operations["listRequestablePrefectures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-prefectures/nearby-requestable-prefectures": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List requestable prefectures near a given prefecture
         * @description Public: no token. Requestable prefectures bordering prefectureKey for jobType, at most `size`.
         */
        get: operations["listNearbyRequestablePrefectures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-cities": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List cities, all or of one prefecture
         * @description Public: no token. Every city, or those of `prefecture`. Cached 5 minutes by the client.
         */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-city-groups": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List every city group
         * @description Public: no token. Every city group of every prefecture. Cached 5 minutes by the client.
         */
        get: operations["listCityGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the areas of a zip code
         * @description Public: no token. The areas a zip code (123-4567) covers; an empty list for a zip code that does not exist.
         */
        get: operations["listLocationsByZipCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-town-areas/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a town area
         * @description Public: no token. One town area by id; 404 for an unknown id.
         */
        get: operations["getTownArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-posts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the latest internal blog posts
         * @description Public: no token. The latest internal blog posts, newest first.
         */
        get: operations["listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-posts/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get one internal blog post with its HTML body
         * @description The article page's URL is the post's `url`, /blog/{name}, which carries the name and not the id; the path parameter is assumed to take either (see its x-assumed).
         */
        get: operations["getBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-blog-posts/job-type/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List pros' blog posts about a job type
         * @description Public: no token. Pros' blog posts about a job type (marketing pages); 404 for an unknown job type.
         */
        get: operations["listProBlogPostsByJobType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal-blog-posts/job-type/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List internal blog posts about a job type, cost articles or others
         * @description Failures are swallowed by the client (empty list).
         */
        get: operations["listInternalBlogPostsByJobType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-blog-posts/pro/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List one pro's blog posts
         * @description The only call by pro: the profile lists the posts from it and each post's page reads its body from it (`bodyHtml` of ProBlogPostDetail, an assumed field).
         */
        get: operations["listProBlogPostsByPro"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-location-jobtype-ref/pros-by-job": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List pros of a job type anywhere (job-type page)
         * @description Public: no token. One page (skip, size) of the pros of jobType anywhere, filtered by day, time, priceRange, matchingCriteriaFilter and pricingMenuItemKey; `total` counts every match.
         */
        get: operations["listProsByJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-location-jobtype-ref/pros-by-job-prefecture-and-city-not-nearby-cities": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List pros of a job type serving a city, leaving out nearby cities
         * @description Public: no token. One page of the pros of jobType serving `city` in `prefecture`, leaving out excludeCities (a city inside a group: the group's other cities); filters as in listProsByJob.
         */
        get: operations["listProsByJobPrefectureAndCityNotNearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-location-jobtype-ref/pros-by-job-and-city-group": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List pros of a job type in a city group (group and major-city pages)
         * @description Public: no token. One page of the pros of jobType serving a city of `cityGroup` in `prefecture`, leaving out excludeCities; filters as in listProsByJob.
         */
        get: operations["listProsByJobAndCityGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-location-jobtype-ref/pros-by-job-prefecture-and-city": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List pros of a job type in a city (city page)
         * @description Public: no token. One page of the pros of jobType serving `city` in `prefecture` (city and ward pages); filters as in listProsByJob.
         */
        get: operations["listProsByJobPrefectureAndCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-location-jobtype-ref/pros-by-prefecture-and-job": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List pros of a job type in a prefecture (prefecture page)
         * @description Public: no token. One page of the pros of jobType serving `prefecture` (prefecture page); filters as in listProsByJob.
         */
        get: operations["listProsByPrefectureAndJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-location-jobtype-ref/pros-count": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count the pros of a job type in a place
         * @description The number of pros the pro list of the same place has in total (`totalPros` without filters): `prefectureKey`, `cityKey`, `cityGroup` and `excludeCities` name the place as the list's `prefecture`, `city`, `cityGroup` and `excludeCities` do. The client falls back to 0 on any failure.
         */
        get: operations["countPros"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-feedbacks/get-newest-by-jobtype/{jobTypeId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the newest reviews of a job type
         * @description Failures are swallowed (empty list) and reported.
         */
        get: operations["listNewestReviewsByJobType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-feedbacks/get-newest-by-jobtype/{jobTypeId}/{prefecture}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the newest reviews of a job type in a prefecture
         * @description The newest reviews of the job type about the pros the place's pro list has (the prefecture, narrowed by `city`, `cityGroup` and `excludeCities` as the list is). Failures are swallowed (empty list) and reported.
         */
        get: operations["listNewestReviewsByJobTypeAndPrefecture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-feedbacks/get-by-job-type/{jobTypeId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the reviews of a job type, optionally of one rating
         * @description With a place (`prefecture`, `city`, `cityGroup`, `excludeCities`, as the pro list names it), only the reviews about that place's pros; `counts` are those of all the reviews answered before the rating filter. Failures are swallowed (empty page) and reported.
         */
        get: operations["listReviewsByJobType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pro-feedbacks": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the reviews of one pro
         * @description Failures are swallowed (empty page) and reported.
         */
        get: operations["listReviewsByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sample-requests/query": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List anonymized sample requests of a job type
         * @description Public: no token. Anonymized sample requests of a job type, in a prefecture or city when given, at most `limit`; no personal data.
         */
        get: operations["listSampleRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing-menu/popular-items": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the popular pricing items of a job type in a place
         * @description Public: no token. The popular pricing items of a job type in a place; the client reads `popularItems` and shows none on any failure.
         */
        get: operations["getPopularPricingItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/popular-requests/": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List popular requests of a job type in a place
         * @description Failures are swallowed by the client (empty list).
         */
        get: operations["listPopularRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-studies/job-type/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the case studies of a job type
         * @description Public: no token. One page (currentPage, pageSize) of the published case studies of a job type; 404 for an unknown job type.
         */
        get: operations["listCaseStudiesByJobType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-studies/job-type/{id}/{prefecture}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the case studies of a job type in a prefecture
         * @description Public: no token. One page of the published case studies of a job type by pros of a prefecture; 404 for an unknown job type or prefecture.
         */
        get: operations["listCaseStudiesByJobTypeAndPrefecture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-studies/job-type/{id}/{prefecture}/cityGroup/{group}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the case studies of a job type in a city group
         * @description The case studies done in the city group by the pros its pro list has (`excludeCities` leaves out the pros based in those cities, as it does in the list).
         */
        get: operations["listCaseStudiesByJobTypeAndCityGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-studies/job-type/{id}/{prefecture}/city/{city}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the case studies of a job type in a city
         * @description The case studies done in the city by the pros its pro list has (`excludeCities` leaves out the pros based in those cities, as it does in the list).
         */
        get: operations["listCaseStudiesByJobTypeAndCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-studies/pros/{userId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List a pro's published service-page case studies
         * @description Public: no token. A pro's published case studies shown on the service page (caseStatus=published, isServicePage=true); 404 when no pro has that id.
         */
        get: operations["listCaseStudiesByPro"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature-flags/{flagName}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a feature flag's value
         * @description Cached 60 seconds; failures are swallowed (false or empty) and reported.
         */
        get: operations["getFeatureFlag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a service request
         * @description Needs a job type and a signed-in client. On 429 the client shows the rate-limit notice; a string error code is stored as the create-request error; anything else is reported with personal fields masked.
         */
        post: operations["createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/has-duplicate-request/{jobTypeId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether the user has an open request of a job type
         * @description Token required (401 without one); a user checks only their own requests (403 for another user's id). The id of an open request of the job type, or null.
         */
        get: operations["checkDuplicateRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description Token required (401 without); a user reads only their own user (403 for another's id); 404 for an unknown id.
         */
        get: operations["getUser"];
        /**
         * Replace a user with a full user object
         * @description Token required (401 without); a user replaces only their own user (403 for another's id). The body is the full user; the answer is the user as stored.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/name": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's display name
         * @description Public: no token. A user's display name in x-ui-language (a pro's public name); 404 for an unknown id.
         */
        get: operations["getUserName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/avatar": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's avatar URL
         * @description Public: no token. A user's avatar URL; 404 for an unknown id.
         */
        get: operations["getUserAvatar"];
        put?: never;
        /**
         * Save a pro's avatar and registration step
         * @description Token required (401 without); a pro saves only their own avatar (403 for another's id). Sets profile.avatar and its metadata, the registration step (null once done) and profileComplete; answers the user.
         */
        post: operations["updateUserAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/pricing-menu": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pro's pricing menu
         * @description Failures are swallowed by the client (empty menu).
         */
        get: operations["getUserPricingMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/questions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pro's answers to common questions
         * @description Failures are swallowed by the client (empty list).
         */
        get: operations["getUserQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/private-profiles/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's private contact details
         * @description Token required (401 without); only the user themself may read their contact details (403 otherwise); 404 for an unknown id.
         */
        get: operations["getPrivateProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/basic-info": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a user's names and phone number
         * @description Token required (401 without); a user changes only their own names and phone number (403 for another's id); answers the user.
         */
        post: operations["saveBasicInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/pro-profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a user's pro profile
         * @description Token required (401 without); a user creates or changes only their own pro profile (403 for another's id); answers the user. Creating one for a user who had none (a pro registered by phone: mode phoneNumberRegistration carries no job types) makes a new pro: proRegistrationStep avatar, profileComplete false.
         */
        post: operations["saveProProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/last-online": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record that the user is online now
         * @description Token required (401 without); only for the token's own user (403 for another's id). No body in the answer.
         */
        put: operations["touchLastOnline"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/change-password": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in user's password
         * @description Token required (401 without); a user changes only their own password (403 for another's id). No body in the answer.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/notification-preferences": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the marketing newsletter choice (transactional flags always on)
         * @description Token required (401 without); a user changes only their own preferences (403 for another's id). The client sends every transactional flag true; answers the stored preferences.
         */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/log-generated-prompt-by-openai": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log text generated by OpenAI for the user
         * @description The spec names the call only; the body shape (GeneratedPromptLog) is assumed.
         */
        post: operations["logGeneratedPrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check whether an email is registered
         * @description 200 means registered; 404 means free (the client returns false). Other errors are rethrown.
         */
        head: operations["checkEmailRegistered"];
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a pro, a client (by email) or a user by phone number
         * @description On failure the client throws with the server's response text.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload/profile-photo": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a profile photo as a data URL or from a social-login avatar
         * @description Token required (401 without). multipart/form-data with imageDataUrl or socialLoginAvatarUrl (https only); a refused URL is a 400 with INVALID_SOCIAL_AVATAR_URL, which the client reports and rethrows.
         */
        post: operations["uploadProfilePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/available-locations/create": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save where and how a pro works per job type
         * @description Token required (401 without); for the token's own pro. Saves the chosen cities and, per job type, the ways of meeting; answers what was saved (201).
         */
        post: operations["createAvailableLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pros/{id}/job-types": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List a pro's job types
         * @description Public: no token. The job types a pro offers; 404 when no pro has that id.
         */
        get: operations["listProJobTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/itp-users/{id}/job-types": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List an imported pro's job types
         * @description Public: no token. The job types of an imported (unclaimed) pro profile; 404 for an unknown id.
         */
        get: operations["listItpUserJobTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pros/{id}/available-prefectures": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the prefectures a pro serves
         * @description Public: no token. The prefectures a pro serves; 404 when no pro has that id.
         */
        get: operations["listProAvailablePrefectures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pros/get-by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pro's public profile by slug or custom profile URL
         * @description Public: no token. A pro's public profile by slug or custom profile URL, with published service-page case studies; 404 for an unknown slug.
         */
        get: operations["getProBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pros/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pro's public profile by id or short id
         * @description Needs a proId.
         */
        get: operations["getPro"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/itp-users/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get an imported, unclaimed pro profile
         * @description Public: no token. An imported, unclaimed pro profile (claimed by email with claimItpProfile); 404 for an unknown id.
         */
        get: operations["getItpUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/itp-users/{id}/claim-profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim an imported profile with an email
         * @description Errors are only logged by the client.
         */
        post: operations["claimItpProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-notifications": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's notifications, newest first
         * @description Token required (401 without); a user lists only their own notifications (403 for another userId). Newest first.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-notifications/{id}/mark-as-read": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark one notification read
         * @description Needs a notificationId; the client does not call without one.
         */
        put: operations["markNotificationRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-notifications/mark-as-read": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark every notification at or before a timestamp read
         * @description Token required (401 without); marks the token's own user's unread notifications with a time at or before `timestamp` read and answers how many changed.
         */
        put: operations["markAllNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/announcements/read": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List announcements with the user's read state
         * @description Token required (401 without); a user reads only their own read state (403 for another's id).
         */
        get: operations["listAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/announcements/{announcementId}/mark-as-read/": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one announcement read
         * @description Needs userId and announcementId; a non-OK answer gives the client an empty result.
         */
        post: operations["markAnnouncementRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/announcements/mark-as-read": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every announcement read
         * @description The client applies the change only when the answer is OK; otherwise nothing changes.
         */
        post: operations["markAllAnnouncementsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description The spec does not show the sign-in path; POST /auth/sign-in returning the same token body as registration is assumed.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social-sign-in": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a social provider's authorization code
         * @description The spec names social providers, the sign-in state string and its nonce cookie, but not the call that turns the provider's authorization code into a session; POST /auth/social-sign-in answering the same token body as the email sign-in is assumed. The client sends it only after the state's nonce matched its nonce cookie. `redirectUri` is the return address the authorization request named (the provider checks they are the same).
         */
        post: operations["signInWithSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/current-user": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Load the signed-in user
         * @description The spec does not show the user-load path; GET /auth/current-user answering the token's user is assumed.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/password": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password with a one-time token
         * @description The spec says a password set needs id, password and token but does not show the path; POST /users/{id}/password is assumed. The token is the one-time token of the password-set email (sent, for example, to a client registered by email only): it sets the password once; a token that is unknown, already used, expired or not this user's is a 404. No body in the answer.
         */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beacons/web-vitals": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a page's web vitals
         * @description The path /beacons/web-vitals is assumed; the payload's fields are those the product names (connection type, CPU count, memory, URL, user agent, metrics).
         */
        post: operations["sendWebVitals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beacons/events": {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a batch of analytics events
         * @description The path /beacons/events and the batch shape are assumed; page views, conversions, experiment exposures, telemetry and funnel events all travel here.
         */
        post: operations["sendAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description A UI language. Japanese is the default.
         * @example ja
         * @enum {string}
         */
        Language: "ja" | "en";
        /**
         * @description Text keyed by language. Either key may be missing: the client falls back from one language to the other.
         * @example {
         *       "ja": "ハウスクリーニング",
         *       "en": "House cleaning"
         *     }
         */
        LocalizedText: {
            ja?: string;
            en?: string;
        };
        /**
         * @description Text that always exists in both languages (reference data).
         * @example {
         *       "ja": "札幌市",
         *       "en": "Sapporo"
         *     }
         */
        RequiredLocalizedText: {
            ja: string;
            en: string;
        };
        /**
         * @description Machine-readable error codes the client knows by name. Servers may send other upper-snake-case codes; the client stores and shows any string code it gets on request creation.
         * @enum {string}
         */
        ErrorCode: "BAD_REQUEST" | "VALIDATION_FAILED" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "INVALID_SOCIAL_AVATAR_URL" | "EMAIL_ALREADY_REGISTERED" | "PHONE_NUMBER_ALREADY_REGISTERED" | "INVALID_PHONE_VERIFICATION_TOKEN" | "INVALID_CREDENTIALS" | "DUPLICATE_REQUEST" | "JOB_TYPE_NOT_REQUESTABLE" | "CAPTCHA_FAILED" | "CITY_NOT_IN_PREFECTURE" | "ANNOUNCEMENT_ALREADY_READ";
        /**
         * @description The one error body of every non-2xx answer.
         * @example {
         *       "error": {
         *         "code": "NOT_FOUND",
         *         "message": "Job type not found"
         *       }
         *     }
         */
        ErrorBody: {
            error: {
                /**
                 * @description A known code, or another upper-snake-case code the client passes on as is.
                 * @example NOT_FOUND
                 */
                code: components["schemas"]["ErrorCode"] | string;
                /** @description A developer-facing message. Never shown to users as is. */
                message: string;
                /** @description Field-level problems, when the server validated a body. */
                details?: {
                    /** @example fields.dateTime */
                    path: string;
                    message: string;
                }[];
            };
        };
        /**
         * @description The error body of a profile-photo upload, with the avatar-specific code named.
         * @example {
         *       "error": {
         *         "code": "INVALID_SOCIAL_AVATAR_URL",
         *         "message": "Social avatar URLs must use https"
         *       }
         *     }
         */
        AvatarUploadErrorBody: components["schemas"]["ErrorBody"] & {
            error?: {
                /** @enum {string} */
                code?: "INVALID_SOCIAL_AVATAR_URL" | "BAD_REQUEST" | "VALIDATION_FAILED";
            };
        };
        /**
         * @description A count. Clients read `count` and fall back to 0 on any failure.
         * @example {
         *       "count": 128
         *     }
         */
        CountResponse: {
            count: number;
        };
        /**
         * @description How many records a bulk update changed.
         * @example {
         *       "updated": 3
         *     }
         */
        UpdatedCount: {
            updated: number;
        };
        /**
         * @description Campaign parameters captured from the landing URL.
         * @example {
         *       "source": "google",
         *       "medium": "cpc",
         *       "campaign": "spring-cleaning"
         *     }
         */
        Utm: {
            source?: string;
            medium?: string;
            campaign?: string;
            term?: string;
            content?: string;
        };
        /**
         * @description An image with its intrinsic size, so pages can reserve space before it loads.
         * @example {
         *       "url": "/mock-assets/case-1.svg",
         *       "width": 640,
         *       "height": 480,
         *       "alt": "施工後のキッチン"
         *     }
         */
        Image: {
            /** @description An absolute https URL, a data URL or a same-origin path. */
            url: string;
            width: number;
            height: number;
            alt?: string;
        };
        /**
         * @description The five top-level categories. Marketing URLs start with one and web vitals are reported only under them; the client parses routes with this type (the first item of a job type's `categories` is one of these, which the generators cannot express as a tuple with rest).
         * @enum {string}
         */
        TopLevelCategoryId: "home" | "learning" | "lifestyle" | "business" | "events";
        /**
         * @example {
         *       "id": "cleaning",
         *       "title": {
         *         "ja": "ハウスクリーニング",
         *         "en": "Cleaning"
         *       },
         *       "parentId": "home",
         *       "order": 1
         *     }
         */
        JobCategory: {
            /** @example cleaning */
            id: string;
            title: components["schemas"]["LocalizedText"];
            description?: components["schemas"]["LocalizedText"];
            /** @description The parent category, or null for a top-level category. */
            parentId: string | null;
            order?: number;
        };
        /**
         * @description A category with its subcategories, recursively.
         * @example {
         *       "id": "home",
         *       "title": {
         *         "ja": "住宅・リフォーム",
         *         "en": "Home"
         *       },
         *       "children": [
         *         {
         *           "id": "cleaning",
         *           "title": {
         *             "ja": "ハウスクリーニング",
         *             "en": "Cleaning"
         *           },
         *           "jobTypeIds": [
         *             "house-cleaning"
         *           ],
         *           "children": []
         *         }
         *       ]
         *     }
         */
        JobCategoryTree: {
            id: string;
            title: components["schemas"]["LocalizedText"];
            /** @description Job types filed directly under this category. */
            jobTypeIds?: string[];
            children: components["schemas"]["JobCategoryTree"][];
        };
        /**
         * @description The category trees offered during pro sign-up.
         * @example {
         *       "trees": [
         *         {
         *           "id": "events",
         *           "title": {
         *             "ja": "イベント",
         *             "en": "Events"
         *           },
         *           "children": []
         *         }
         *       ],
         *       "createdDate": "2026-11-01T00:00:00Z"
         *     }
         */
        ProSignupCategoryTrees: {
            trees: components["schemas"]["JobCategoryTree"][];
            /** Format: date-time */
            createdDate: string;
        };
        /**
         * @description A job type as shown in lists and links.
         * @example {
         *       "id": "house-cleaning",
         *       "title": {
         *         "ja": "ハウスクリーニング",
         *         "en": "House cleaning"
         *       },
         *       "category": "cleaning",
         *       "categories": [
         *         "home",
         *         "cleaning"
         *       ]
         *     }
         */
        JobTypeSummary: {
            /** @example house-cleaning */
            id: string;
            title: components["schemas"]["LocalizedText"];
            /** @description The job type's own (deepest) category. */
            category: string;
            /** @description The category path from the top level down, as used in marketing URLs. */
            categories: string[];
            imageUrl?: string;
        };
        /**
         * @description A pro featured on a job type's landing page. The first one is enriched with name and avatar.
         * @example {
         *       "id": "pro-0001",
         *       "name": "山田 太郎",
         *       "avatarUrl": "/mock-assets/avatar-1.svg"
         *     }
         */
        LandingPagePro: {
            id: string;
            name?: string;
            avatarUrl?: string;
        };
        /**
         * @example {
         *       "id": "house-cleaning",
         *       "title": {
         *         "ja": "ハウスクリーニング",
         *         "en": "House cleaning"
         *       },
         *       "category": "cleaning",
         *       "categories": [
         *         "home",
         *         "cleaning"
         *       ],
         *       "fieldsVersion": 3,
         *       "isCityRequestable": true,
         *       "isPrefectureRequestable": true,
         *       "clientRequest": true,
         *       "translations": {
         *         "requestType": {
         *           "ja": "ハウスクリーニングの依頼",
         *           "en": "House cleaning request"
         *         }
         *       },
         *       "landingPagePros": [
         *         {
         *           "id": "pro-0001",
         *           "name": "山田 太郎",
         *           "avatarUrl": "/mock-assets/avatar-1.svg"
         *         }
         *       ],
         *       "forms": [
         *         {
         *           "key": "step-1",
         *           "title": {
         *             "ja": "ご希望の内容",
         *             "en": "What you need"
         *           },
         *           "fieldKeys": [
         *             "rooms"
         *           ]
         *         }
         *       ],
         *       "fields": [
         *         {
         *           "key": "rooms",
         *           "type": "counters",
         *           "title": {
         *             "ja": "お部屋の数",
         *             "en": "Rooms"
         *           },
         *           "isMatchingCriteria": false,
         *           "options": [
         *             {
         *               "key": "bedroom",
         *               "title": {
         *                 "ja": "寝室",
         *                 "en": "Bedrooms"
         *               },
         *               "min": 0,
         *               "max": 10
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        JobType: {
            id: string;
            title: components["schemas"]["LocalizedText"];
            description?: components["schemas"]["LocalizedText"];
            category: string;
            /** @description The category path from the top level down, as used in marketing URLs. */
            categories: string[];
            imageUrl?: string;
            /** @description The request form's questions, in order. Some are flagged as matching criteria. */
            fields: components["schemas"]["JobTypeField"][];
            /** @description The request form's steps, derived from `fields` (which field keys each step shows). */
            forms: components["schemas"]["FormStep"][];
            /** @description Sent back as `jobTypeFieldsVersion` with a request. */
            fieldsVersion: number;
            isCityRequestable: boolean;
            isPrefectureRequestable: boolean;
            /** @description Whether clients may request this job type. */
            clientRequest: boolean;
            translations: {
                requestType: components["schemas"]["LocalizedText"];
            };
            landingPagePros: components["schemas"]["LandingPagePro"][];
        };
        /**
         * @example {
         *       "key": "step-1",
         *       "title": {
         *         "ja": "ご希望の内容",
         *         "en": "What you need"
         *       },
         *       "fieldKeys": [
         *         "rooms"
         *       ]
         *     }
         */
        FormStep: {
            key: string;
            title: components["schemas"]["LocalizedText"];
            fieldKeys: string[];
        };
        /**
         * @description Validator parameters of a field (required, length and numeric bounds, a pattern). Error keys live in the `form` namespace.
         * @example {
         *       "required": true,
         *       "maxLength": 2000
         *     }
         */
        FieldValidation: {
            required?: boolean;
            minLength?: number;
            maxLength?: number;
            min?: number;
            max?: number;
            /** @description A regular expression the trimmed value must match. */
            pattern?: string;
            /** @description A custom error key; default form:errors.pattern. */
            patternError?: string;
        };
        /**
         * @description An option of a radios or checkboxes field.
         * @example {
         *       "value": "monthly",
         *       "title": {
         *         "ja": "月1回",
         *         "en": "Monthly"
         *       },
         *       "clientPayingPrice": 8000
         *     }
         */
        FieldOption: {
            value: string;
            title: components["schemas"]["LocalizedText"];
            subtitle?: components["schemas"]["LocalizedText"];
            /** @description A price in yen shown beside the option. */
            clientPayingPrice?: number;
            /** @description Hours this option adds to the job. */
            duration?: number;
            hideExpression?: components["schemas"]["HideExpression"];
        };
        /**
         * @description A free-text field shown when the option with `triggerValue` is chosen.
         * @example {
         *       "key": "frequencyOther",
         *       "triggerValue": "other"
         *     }
         */
        OtherField: {
            key: string;
            triggerValue: string;
            placeholder?: components["schemas"]["LocalizedText"];
        };
        /**
         * @example {
         *       "value": "japanese",
         *       "title": {
         *         "ja": "和風",
         *         "en": "Japanese style"
         *       },
         *       "imageUrl": "/mock-assets/style-japanese.svg"
         *     }
         */
        ImageOption: {
            value: string;
            title: components["schemas"]["LocalizedText"];
            description?: components["schemas"]["LocalizedText"];
            imageUrl: string;
            clientPayingPrice?: number;
            duration?: number;
        };
        /**
         * @example {
         *       "key": "bedroom",
         *       "title": {
         *         "ja": "寝室",
         *         "en": "Bedrooms"
         *       },
         *       "min": 0,
         *       "max": 10
         *     }
         */
        CounterOption: {
            key: string;
            title: components["schemas"]["LocalizedText"];
            min: number;
            max: number;
            /** @default 0 */
            default?: number;
        };
        /**
         * @example {
         *       "key": "aircon",
         *       "title": {
         *         "ja": "エアコン",
         *         "en": "Air conditioner"
         *       },
         *       "min": 0,
         *       "max": 5,
         *       "unitPrice": 9000
         *     }
         */
        ServiceOption: {
            key: string;
            title: components["schemas"]["LocalizedText"];
            min: number;
            max: number;
            /** @description Yen per unit; the total is recomputed client-side. */
            unitPrice: number;
        };
        /**
         * @description A condition over other answers that hides the section or option, e.g. `model.frequency == "once"` or `model.rooms.bedroom > 2 && model.pets != "none"`. Evaluated by a small safe parser, never with eval.
         * @example model.frequency == "once"
         */
        HideExpression: string;
        /** @description What every field (a form section) has. */
        FieldBase: {
            key: string;
            title: components["schemas"]["LocalizedText"];
            description?: components["schemas"]["LocalizedText"];
            /** @enum {string} */
            descriptionVariant?: "default" | "info" | "warning";
            showInPricingSummary?: boolean;
            /** @description Offered as a pro-list filter (`matchingCriteria=key.value`). */
            isMatchingCriteria?: boolean;
            hideExpression?: components["schemas"]["HideExpression"];
            validation?: components["schemas"]["FieldValidation"];
        };
        DurationField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "duration";
            units: ("minutes" | "hours" | "days" | "weeks" | "months")[];
            /** @default 0 */
            min?: number;
            max?: number;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "duration";
        };
        TimeslotsField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "timeslots";
            /**
             * @description Always three slots, each with a from and a to time.
             * @constant
             */
            slotCount: 3;
            earliest?: string;
            latest?: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "timeslots";
        };
        CountersField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "counters";
            options: components["schemas"]["CounterOption"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "counters";
        };
        RadiosField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "radios";
            options: components["schemas"]["FieldOption"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "radios";
        };
        RadiosWithOtherField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "radiosWithOther";
            options: components["schemas"]["FieldOption"][];
            otherField: components["schemas"]["OtherField"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "radiosWithOther";
        };
        CheckboxesField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "checkboxes";
            options: components["schemas"]["FieldOption"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "checkboxes";
        };
        CheckboxesWithOtherField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "checkboxesWithOther";
            options: components["schemas"]["FieldOption"][];
            otherField: components["schemas"]["OtherField"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "checkboxesWithOther";
        };
        ServicesField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "services";
            options: components["schemas"]["ServiceOption"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "services";
        };
        SingleChoiceImagesField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "singleChoiceImages";
            options: components["schemas"]["ImageOption"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "singleChoiceImages";
        };
        MultipleChoiceImagesField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "multipleChoiceImages";
            options: components["schemas"]["ImageOption"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "multipleChoiceImages";
        };
        TextareaField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "textarea";
            placeholder?: components["schemas"]["LocalizedText"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "textarea";
        };
        /** @description An email question; its answer is treated as text. */
        EmailField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "email";
            placeholder?: components["schemas"]["LocalizedText"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "email";
        };
        AddressField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "address";
            placeholder?: components["schemas"]["LocalizedText"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "address";
        };
        NumberField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "number";
            unit?: components["schemas"]["LocalizedText"];
            min?: number;
            max?: number;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "number";
        };
        HiddenField: components["schemas"]["FieldBase"] & {
            /** @constant */
            type: "hidden";
            value: string;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "hidden";
        };
        /** @description One question of a request form, by kind. */
        JobTypeField: components["schemas"]["DurationField"] | components["schemas"]["TimeslotsField"] | components["schemas"]["CountersField"] | components["schemas"]["RadiosField"] | components["schemas"]["RadiosWithOtherField"] | components["schemas"]["CheckboxesField"] | components["schemas"]["CheckboxesWithOtherField"] | components["schemas"]["ServicesField"] | components["schemas"]["SingleChoiceImagesField"] | components["schemas"]["MultipleChoiceImagesField"] | components["schemas"]["TextareaField"] | components["schemas"]["EmailField"] | components["schemas"]["AddressField"] | components["schemas"]["NumberField"] | components["schemas"]["HiddenField"];
        /**
         * @description A job type that starts another job type's request (e.g. carpenter → home-reform-general).
         * @example {
         *       "id": "carpenter",
         *       "jobTypeId": "home-reform-general"
         *     }
         */
        JobTypeAlias: {
            /** @description The aliased job type. */
            id: string;
            /** @description The job type whose request is started instead. */
            jobTypeId: string;
        };
        /**
         * @description One translation namespace for one language. Loaded once, never refetched.
         * @example {
         *       "id": "jobTypes",
         *       "language": "ja",
         *       "resources": {
         *         "house-cleaning": "ハウスクリーニング"
         *       }
         *     }
         */
        Translation: {
            /** @example common */
            id: string;
            language: components["schemas"]["Language"];
            resources: {
                [key: string]: string;
            };
        };
        /**
         * @description What a pro says about one of their job types.
         * @example {
         *       "userId": "pro-0001",
         *       "jobTypeId": "house-cleaning",
         *       "description": {
         *         "ja": "丁寧な清掃を心がけています。"
         *       },
         *       "yearsOfExperience": 8
         *     }
         */
        JobTypeProfile: {
            userId: string;
            jobTypeId: string;
            description: components["schemas"]["LocalizedText"];
            yearsOfExperience?: number;
            startingPrice?: number;
        };
        /**
         * @example {
         *       "key": "tokyo",
         *       "name": "東京都",
         *       "nameRome": "Tokyo"
         *     }
         */
        Prefecture: {
            /** @description The prefecture's slug; also its id in paths. */
            key: string;
            /** @description Japanese name with its suffix (都/道/府/県). */
            name: string;
            nameRome: string;
        };
        /**
         * @description A city, a Tokyo special ward, a ward of a designated city or a county town.
         * @example {
         *       "key": "shibuya-ku",
         *       "name": "渋谷区",
         *       "nameRome": "Shibuya-ku",
         *       "prefecture": "tokyo",
         *       "cityGroup": null
         *     }
         */
        City: {
            /** @description The city's slug; also its id in paths. */
            key: string;
            name: string;
            nameRome: string;
            /** @description The prefecture key. */
            prefecture: string;
            /** @description The city group this city belongs to, if any. */
            cityGroup: string | null;
            townArea?: string | null;
        };
        /**
         * @description A named group of cities (e.g. the wards of northern Yokohama).
         * @example {
         *       "_id": "grp-yokohama-north",
         *       "cityGroupKey": "yokohama-north",
         *       "nameEn": "Northern Yokohama",
         *       "nameJa": "横浜市北部",
         *       "prefecture": "kanagawa",
         *       "cityKeys": [
         *         "yokohama-shi-aoba-ku"
         *       ]
         *     }
         */
        CityGroup: {
            _id: string;
            cityGroupKey: string;
            nameEn: string;
            nameJa: string;
            /** @description The prefecture key. */
            prefecture: string;
            /** @description The member cities (added so clients can check membership without a second call). */
            cityKeys: string[];
        };
        /**
         * @description A designated city (政令指定都市). The 20 are a static data set the client ships; no call returns them, so this schema types that data set.
         * @example {
         *       "key": "sagamihara-shi",
         *       "name": {
         *         "en": "Sagamihara",
         *         "ja": "相模原市"
         *       },
         *       "prefectureKey": "kanagawa",
         *       "cityKeys": [
         *         "sagamihara-shi-midori-ku",
         *         "sagamihara-shi-chuo-ku",
         *         "sagamihara-shi-minami-ku"
         *       ],
         *       "overlappingCityGroupKeys": "sagamihara-area"
         *     }
         */
        MajorCity: {
            /** @description City name plus -shi. */
            key: string;
            name: components["schemas"]["RequiredLocalizedText"];
            prefectureKey: string;
            /** @description Ward slugs (city slug plus ward name plus -ku); Kyoto also lists two county towns. */
            cityKeys: string[];
            cityGroupChildren?: string[];
            /** @description A single group slug. */
            overlappingCityGroupKeys?: string;
        };
        /**
         * @example {
         *       "id": "jingumae",
         *       "name": "神宮前",
         *       "nameRome": "Jingumae",
         *       "city": "shibuya-ku",
         *       "prefecture": "tokyo"
         *     }
         */
        TownArea: {
            id: string;
            name: string;
            nameRome?: string;
            /** @description The city key. */
            city: string;
            /** @description The prefecture key. */
            prefecture: string;
        };
        /**
         * @description Where an IP address is, as city and prefecture keys.
         * @example {
         *       "location": {
         *         "lat": 35.6618,
         *         "lng": 139.7041
         *       },
         *       "city": "shibuya-ku",
         *       "prefecture": "tokyo"
         *     }
         */
        Geolocation: {
            location: {
                lat: number;
                lng: number;
            };
            city: string;
            prefecture: string;
        };
        /**
         * @description An address area found by zip code.
         * @example {
         *       "zipCode": "150-0001",
         *       "prefecture": "tokyo",
         *       "city": "shibuya-ku",
         *       "townArea": "神宮前"
         *     }
         */
        ZipCodeLocation: {
            zipCode: string;
            prefecture: string;
            city: string;
            townArea?: string;
        };
        /**
         * @description An internal (editorial) blog post.
         * @example {
         *       "id": "blog-001",
         *       "name": "cleaning-cost-guide",
         *       "title": "ハウスクリーニングの料金相場",
         *       "summary": "料金の目安を解説します。",
         *       "url": "/blog/cleaning-cost-guide",
         *       "jobTypeId": "house-cleaning",
         *       "isCostTag": true,
         *       "publishedAt": "2026-10-01T00:00:00Z"
         *     }
         */
        BlogPost: {
            id: string;
            /** @description The post's slug-like name. */
            name: string;
            title: string;
            summary: string;
            url: string;
            image?: components["schemas"]["Image"];
            jobTypeId?: string;
            /** @description Whether the post is a cost (price guide) article. */
            isCostTag: boolean;
            /** Format: date-time */
            publishedAt: string;
        };
        /**
         * @description An internal blog post with its HTML body; clients must sanitize `bodyHtml` before rendering. BlogPost's fields are repeated here rather than combined with allOf: BlogPost is closed (additionalProperties false), so under allOf no object carrying `bodyHtml` could be valid.
         * @example {
         *       "id": "blog-001",
         *       "name": "cleaning-cost-guide",
         *       "title": "ハウスクリーニングの料金相場",
         *       "summary": "料金の目安を解説します。",
         *       "url": "/blog/cleaning-cost-guide",
         *       "isCostTag": true,
         *       "publishedAt": "2026-10-01T00:00:00Z",
         *       "bodyHtml": "<p>本文</p>"
         *     }
         */
        BlogPostDetail: {
            id: string;
            /** @description The post's slug-like name. */
            name: string;
            title: string;
            summary: string;
            url: string;
            image?: components["schemas"]["Image"];
            jobTypeId?: string;
            /** @description Whether the post is a cost (price guide) article. */
            isCostTag: boolean;
            /** Format: date-time */
            publishedAt: string;
            /** @description The article's HTML: untrusted, to be sanitized by the client. */
            bodyHtml: string;
        };
        /**
         * @description A blog post written by a pro.
         * @example {
         *       "id": "pblog-001",
         *       "proId": "pro-0001",
         *       "title": "梅雨前の掃除のコツ",
         *       "summary": "カビ対策について。",
         *       "url": "/profile/yamada-cleaning/pro/blog/pblog-001",
         *       "publishedAt": "2026-06-01T00:00:00Z"
         *     }
         */
        ProBlogPost: {
            id: string;
            proId: string;
            proName?: string;
            title: string;
            summary: string;
            url: string;
            image?: components["schemas"]["Image"];
            jobTypeId?: string;
            /** Format: date-time */
            publishedAt: string;
        };
        /**
         * @description A pro's blog post with its HTML body, as one pro's post list answers it; clients must sanitize `bodyHtml` before rendering. ProBlogPost's fields are repeated rather than combined with allOf, for the same reason as BlogPostDetail.
         * @example {
         *       "id": "pblog-001",
         *       "proId": "pro-0001",
         *       "title": "梅雨前の掃除のコツ",
         *       "summary": "カビ対策について。",
         *       "url": "/profile/yamada-cleaning/pro/blog/pblog-001",
         *       "publishedAt": "2026-06-01T00:00:00Z",
         *       "bodyHtml": "<p>本文</p>"
         *     }
         */
        ProBlogPostDetail: {
            id: string;
            proId: string;
            proName?: string;
            title: string;
            summary: string;
            url: string;
            image?: components["schemas"]["Image"];
            jobTypeId?: string;
            /** Format: date-time */
            publishedAt: string;
            /** @description The post's HTML; untrusted, to be sanitized by the client. Assumed: the product spec shows no call for one pro blog post, only GET /pro-blog-posts/pro/{id} for a pro's posts, so we assume that list carries each post's body (a pro writes a handful of posts) and build the post's page from it. */
            bodyHtml: string;
        };
        /**
         * @description Review counts per star rating.
         * @example {
         *       "1": 0,
         *       "2": 1,
         *       "3": 2,
         *       "4": 10,
         *       "5": 40
         *     }
         */
        StarCounts: {
            1: number;
            2: number;
            3: number;
            4: number;
            5: number;
        };
        /**
         * @example {
         *       "ratingValue": 4.7,
         *       "reviewCount": 53,
         *       "counts": {
         *         "1": 0,
         *         "2": 1,
         *         "3": 2,
         *         "4": 10,
         *         "5": 40
         *       }
         *     }
         */
        ReviewStatistics: {
            /** @description 0 when there are no reviews. */
            ratingValue: number;
            reviewCount: number;
            counts: components["schemas"]["StarCounts"];
        };
        /**
         * @description A client's review of a pro.
         * @example {
         *       "id": "fb-001",
         *       "proId": "pro-0001",
         *       "rating": 5,
         *       "comment": "とても丁寧でした。",
         *       "reviewerName": "佐藤様",
         *       "jobTypeId": "house-cleaning",
         *       "createdTime": "2026-09-12T03:00:00Z"
         *     }
         */
        ProFeedback: {
            id: string;
            proId: string;
            proName?: string;
            rating: number;
            comment: string;
            /** @description The reviewer's display name, already shortened by the server (e.g. 佐藤様). */
            reviewerName: string;
            jobTypeId: string;
            prefecture?: string;
            /** @description The pro's reply. */
            reply?: string;
            /** Format: date-time */
            createdTime: string;
        };
        /**
         * @description A page of reviews with the per-star counts of all of them.
         * @example {
         *       "list": [],
         *       "total": 0,
         *       "counts": {
         *         "1": 0,
         *         "2": 0,
         *         "3": 0,
         *         "4": 0,
         *         "5": 0
         *       }
         *     }
         */
        ProFeedbackPage: {
            list: components["schemas"]["ProFeedback"][];
            total: number;
            counts: components["schemas"]["StarCounts"];
        };
        /**
         * @example {
         *       "city": "shibuya-ku",
         *       "prefecture": "tokyo",
         *       "title": "東京都渋谷区"
         *     }
         */
        ProListLocation: {
            city: string;
            prefecture: string;
            /** @description Display text of the pro's base in the UI language (x-ui-language, or a pro list's `language`): 東京都渋谷区, Shibuya-ku, Tokyo. */
            title: string;
        };
        /**
         * @description A pro in a marketing list. Clients add the page number each item came from.
         * @example {
         *       "id": "pro-0001",
         *       "slug": "yamada-cleaning",
         *       "shortId": "p7x2k",
         *       "name": "山田 太郎",
         *       "avatarUrl": "/mock-assets/avatar-1.svg",
         *       "location": {
         *         "city": "shibuya-ku",
         *         "prefecture": "tokyo",
         *         "title": "東京都渋谷区"
         *       },
         *       "reviewStatistics": {
         *         "ratingValue": 4.7,
         *         "reviewCount": 53,
         *         "counts": {
         *           "1": 0,
         *           "2": 1,
         *           "3": 2,
         *           "4": 10,
         *           "5": 40
         *         }
         *       },
         *       "jobTypeIds": [
         *         "house-cleaning"
         *       ]
         *     }
         */
        ProListItem: {
            id: string;
            slug: string;
            shortId: string;
            customProfileUrl?: string;
            /** @description In the UI language: the romanized name (the user's fullNameEnglish) in English when the pro gave one, the Japanese one otherwise. */
            name: string;
            /** @description In the UI language: the romanized trade name (companyNameEnglish) in English when the pro gave one. */
            companyName?: string;
            avatarUrl: string;
            headline?: components["schemas"]["LocalizedText"];
            location: components["schemas"]["ProListLocation"];
            reviewStatistics: components["schemas"]["ReviewStatistics"];
            hireCount?: number;
            /** @description Yen. */
            startingPrice?: number;
            jobTypeIds: string[];
        };
        /**
         * @example {
         *       "pros": [],
         *       "totalPros": 0
         *     }
         */
        ProsByJobResponse: {
            pros: components["schemas"]["ProListItem"][];
            totalPros: number;
            proReviewStatistics?: components["schemas"]["ReviewStatistics"];
        };
        /**
         * @description An anonymized example of a real request.
         * @example {
         *       "id": "sr-001",
         *       "jobTypeId": "house-cleaning",
         *       "title": "3LDKの水回り清掃",
         *       "answers": [
         *         {
         *           "question": "頻度",
         *           "answer": "1回のみ"
         *         }
         *       ],
         *       "prefecture": "tokyo",
         *       "createdTime": "2026-10-20T00:00:00Z"
         *     }
         */
        SampleRequest: {
            id: string;
            jobTypeId: string;
            title: string;
            answers: {
                question: string;
                answer: string;
            }[];
            prefecture: string;
            city?: string;
            /** Format: date-time */
            createdTime: string;
        };
        /**
         * @example {
         *       "id": "pr-001",
         *       "jobTypeId": "house-cleaning",
         *       "title": "エアコンクリーニング",
         *       "requestCount": 320,
         *       "averagePrice": 12000
         *     }
         */
        PopularRequest: {
            id: string;
            jobTypeId: string;
            title: string;
            requestCount: number;
            /** @description Yen. */
            averagePrice?: number;
        };
        /**
         * @example {
         *       "key": "aircon-basic",
         *       "title": "エアコンクリーニング（壁掛け）",
         *       "description": "分解洗浄を含みます。",
         *       "price": 9800,
         *       "priceUnit": "1台"
         *     }
         */
        PopularPricingItem: {
            /** @description The item's key: the value the pro lists take as pricingMenuItemKey to list the pros offering it. */
            key: string;
            title: string;
            description: string;
            /** @description Yen. */
            price: number;
            /** @example 1台 */
            priceUnit?: string;
            proId?: string;
        };
        /**
         * @description The client reads `popularItems`.
         * @example {
         *       "popularItems": [
         *         {
         *           "key": "aircon-basic",
         *           "title": "エアコンクリーニング（壁掛け）",
         *           "description": "分解洗浄を含みます。",
         *           "price": 9800
         *         }
         *       ]
         *     }
         */
        PopularPricingItems: {
            popularItems: components["schemas"]["PopularPricingItem"][];
        };
        /** @enum {string} */
        CaseStudyStatus: "published" | "draft";
        /**
         * @example {
         *       "id": "cs-001",
         *       "proId": "pro-0001",
         *       "jobTypeId": "house-cleaning",
         *       "title": "築30年キッチンの徹底清掃",
         *       "description": "油汚れを落としました。",
         *       "images": [],
         *       "status": "published",
         *       "publishedAt": "2026-08-01T00:00:00Z"
         *     }
         */
        CaseStudy: {
            id: string;
            proId: string;
            proName?: string;
            jobTypeId: string;
            title: string;
            description: string;
            prefecture?: string;
            city?: string;
            /** @description Yen. */
            price?: number;
            durationHours?: number;
            images: components["schemas"]["Image"][];
            status: components["schemas"]["CaseStudyStatus"];
            isServicePage?: boolean;
            /** Format: date-time */
            publishedAt: string;
        };
        /**
         * @example {
         *       "caseStudies": [],
         *       "totalCaseStudies": 0
         *     }
         */
        CaseStudyPage: {
            caseStudies: components["schemas"]["CaseStudy"][];
            totalCaseStudies: number;
            /** @description Pro lists only: how many case studies the filters hid. */
            totalFilteredOutCaseStudies?: number;
        };
        /**
         * @description The flags the client reads (§7). The path takes any name; these are the ones that exist.
         * @enum {string}
         */
        FeatureFlagName: "cityGroupingEnabledJobTypes" | "reviewsQA" | "internalBlogFullRelease";
        /**
         * @description The job types for which city grouping is enabled.
         * @example {
         *       "jobTypeIds": [
         *         "photographer",
         *         "gardener"
         *       ]
         *     }
         */
        CityGroupingFlag: {
            jobTypeIds: string[];
        };
        /**
         * @example {
         *       "flags": {
         *         "enabled": true
         *       }
         *     }
         */
        ReviewsQaFlag: {
            flags: {
                enabled: boolean;
            };
        };
        /**
         * @example {
         *       "enabledByC1": false
         *     }
         */
        InternalBlogFlag: {
            enabledByC1: boolean;
        };
        /** @description A feature flag's value; its shape depends on the flag name. */
        FeatureFlag: components["schemas"]["CityGroupingFlag"] | components["schemas"]["ReviewsQaFlag"] | components["schemas"]["InternalBlogFlag"];
        /**
         * @example {
         *       "first": "太郎",
         *       "last": "山田"
         *     }
         */
        PersonName: {
            first: string;
            last: string;
        };
        /**
         * @example {
         *       "source": "upload",
         *       "width": 256,
         *       "height": 256
         *     }
         */
        AvatarMeta: {
            /** @enum {string} */
            source: "upload" | "social";
            width?: number;
            height?: number;
            /** @enum {string} */
            provider?: "line" | "google" | "facebook" | "apple";
        };
        /**
         * @example {
         *       "fullNameKanji": {
         *         "first": "花子",
         *         "last": "佐藤"
         *       },
         *       "isCompany": false,
         *       "languages": {
         *         "ja": true,
         *         "en": false
         *       }
         *     }
         */
        UserProfile: {
            fullNameEnglish?: components["schemas"]["PersonName"];
            fullNameKanji?: components["schemas"]["PersonName"];
            companyNameEnglish?: string;
            companyNameKanji?: string;
            /** @description Required once companyNameKanji is set. */
            companyNameFurigana?: string;
            isCompany?: boolean;
            languages?: {
                en?: boolean;
                ja?: boolean;
            };
            /** @description Avatar URL. */
            avatar?: string;
            avatarMeta?: components["schemas"]["AvatarMeta"];
        };
        /**
         * @description One hour of a weekly grid (7 days × 24 hours), from mon-00 to sun-23.
         * @example mon-09
         */
        AvailabilitySlot: string;
        /** @enum {string} */
        MeetType: "clientGoToPro" | "proGoToClient" | "remote";
        /**
         * @example {
         *       "location": {
         *         "prefecture": "tokyo",
         *         "city": "shibuya-ku"
         *       },
         *       "jobTypes": [
         *         "house-cleaning"
         *       ],
         *       "mainJobType": "house-cleaning",
         *       "currentTierId": "new-user"
         *     }
         */
        ProProfile: {
            location: {
                zipCode?: string;
                city: string;
                prefecture: string;
                townArea?: string;
            };
            availableLocations?: {
                /** @description City keys the pro serves (value true). */
                cities?: {
                    [key: string]: boolean;
                };
                clientGoToPro?: boolean;
                proGoToClient?: boolean;
                remote?: boolean;
            };
            jobTypes: string[];
            enabledJobTypes?: string[];
            enabledJobTypesArray?: string[];
            enabledCategories?: string[];
            mainJobType: string;
            availableTimes?: components["schemas"]["AvailabilitySlot"][];
            lpDisplayedJobTypes?: string[];
            originJobTypeId?: string;
            referer?: {
                /** @example sales */
                referrer?: string;
                /** @example lead */
                referrerDetail?: string;
            };
            customProfileUrl?: string;
            /**
             * @description New pros start at new-user.
             * @example new-user
             */
            currentTierId: string;
            description?: components["schemas"]["LocalizedText"];
        };
        /**
         * @description Where a pro is in registration; null once the avatar is saved with profileComplete true.
         * @enum {string|null}
         */
        ProRegistrationStep: "avatar" | "confirm" | "socialAccountLinked" | null;
        /**
         * @example {
         *       "id": "user-client-1",
         *       "email": "hanako@example.com",
         *       "proProfile": null,
         *       "profileComplete": true,
         *       "proRegistrationStep": null,
         *       "requestCount": 2,
         *       "profile": {
         *         "fullNameKanji": {
         *           "first": "花子",
         *           "last": "佐藤"
         *         },
         *         "isCompany": false
         *       },
         *       "settings": {
         *         "defaultLanguage": "ja"
         *       },
         *       "isItp": false,
         *       "converted": true
         *     }
         */
        User: {
            id: string;
            /** Format: email */
            email: string;
            /** @description Null for clients. */
            proProfile: components["schemas"]["ProProfile"] | null;
            profileComplete: boolean;
            proRegistrationStep: components["schemas"]["ProRegistrationStep"];
            requestCount: number;
            profile: components["schemas"]["UserProfile"];
            phoneNumber?: string;
            phoneNumberShareable?: boolean;
            settings: {
                defaultLanguage: components["schemas"]["Language"];
            };
            utm?: components["schemas"]["Utm"];
            /** @description An imported, unclaimed pro profile. */
            isItp: boolean;
            /** @description The user's access token, which §3 lists among the user's fields. Optional: a server may leave it out of a user it returns; the client takes its token from registration or sign-in. */
            token?: string;
            converted: boolean;
        };
        /**
         * @description A pro's public profile page data.
         * @example {
         *       "id": "pro-0001",
         *       "slug": "yamada-cleaning",
         *       "shortId": "p7x2k",
         *       "name": "山田 太郎",
         *       "avatarUrl": "/mock-assets/avatar-1.svg",
         *       "description": {
         *         "ja": "丁寧な清掃を心がけています。"
         *       },
         *       "location": {
         *         "city": "shibuya-ku",
         *         "prefecture": "tokyo",
         *         "title": "東京都渋谷区"
         *       },
         *       "jobTypeIds": [
         *         "house-cleaning"
         *       ],
         *       "mainJobTypeId": "house-cleaning",
         *       "reviewStatistics": {
         *         "ratingValue": 4.7,
         *         "reviewCount": 53,
         *         "counts": {
         *           "1": 0,
         *           "2": 1,
         *           "3": 2,
         *           "4": 10,
         *           "5": 40
         *         }
         *       },
         *       "caseStudies": [],
         *       "isItp": false
         *     }
         */
        PublicPro: {
            id: string;
            slug: string;
            shortId: string;
            customProfileUrl?: string;
            /** @description In the UI language: the romanized name (the user's fullNameEnglish) in English when the pro gave one, the Japanese one otherwise. */
            name: string;
            /** @description In the UI language: the romanized trade name (companyNameEnglish) in English when the pro gave one. */
            companyName?: string;
            avatarUrl: string;
            description: components["schemas"]["LocalizedText"];
            location: components["schemas"]["ProListLocation"];
            jobTypeIds: string[];
            mainJobTypeId: string;
            yearsInBusiness?: number;
            hireCount?: number;
            availableTimes?: components["schemas"]["AvailabilitySlot"][];
            reviewStatistics: components["schemas"]["ReviewStatistics"];
            caseStudies: components["schemas"]["CaseStudy"][];
            isItp: boolean;
        };
        /**
         * @description A user's private contact details, visible to themselves and to parties of a job.
         * @example {
         *       "id": "user-client-1",
         *       "email": "hanako@example.com"
         *     }
         */
        PrivateProfile: {
            id: string;
            /** Format: email */
            email: string;
            phoneNumber?: string;
            fullNameKanji?: components["schemas"]["PersonName"];
        };
        /**
         * @example {
         *       "name": "山田 太郎"
         *     }
         */
        UserName: {
            name: string;
        };
        /**
         * @example {
         *       "url": "/mock-assets/avatar-1.svg"
         *     }
         */
        UserAvatar: {
            url: string;
        };
        /**
         * @example {
         *       "key": "basic",
         *       "title": "基本プラン",
         *       "price": 15000,
         *       "priceUnit": "1回"
         *     }
         */
        PricingMenuItem: {
            key: string;
            title: string;
            description?: string;
            /** @description Yen. */
            price: number;
            priceUnit?: string;
            jobTypeId?: string;
        };
        /**
         * @example {
         *       "items": [
         *         {
         *           "key": "basic",
         *           "title": "基本プラン",
         *           "price": 15000
         *         }
         *       ]
         *     }
         */
        PricingMenu: {
            items: components["schemas"]["PricingMenuItem"][];
        };
        /**
         * @description A pro's answers to common questions.
         * @example {
         *       "success": true,
         *       "data": [
         *         {
         *           "question": "駐車場は必要ですか？",
         *           "answer": "はい、1台分お願いします。"
         *         }
         *       ]
         *     }
         */
        ProQuestions: {
            success: boolean;
            data: {
                question: string;
                answer: string;
            }[];
        };
        /**
         * @example {
         *       "profile": {
         *         "fullNameKanji": {
         *           "first": "花子",
         *           "last": "佐藤"
         *         },
         *         "isCompany": false
         *       },
         *       "phoneNumber": "09012345678"
         *     }
         */
        BasicInfoInput: {
            profile: components["schemas"]["UserProfile"];
            phoneNumber?: string;
            phoneNumberShareable?: boolean;
        };
        /**
         * @example {
         *       "proProfile": {
         *         "location": {
         *           "prefecture": "tokyo",
         *           "city": "shibuya-ku"
         *         },
         *         "jobTypes": [
         *           "house-cleaning"
         *         ],
         *         "mainJobType": "house-cleaning",
         *         "currentTierId": "new-user"
         *       }
         *     }
         */
        ProProfileInput: {
            proProfile: components["schemas"]["ProProfile"];
        };
        /**
         * @example {
         *       "password": "correct-horse-battery"
         *     }
         */
        PasswordChange: {
            password: string;
        };
        /**
         * @example {
         *       "password": "correct-horse-battery",
         *       "token": "pwset-3f9a"
         *     }
         */
        PasswordSet: {
            password: string;
            /** @description The one-time token from the password-set email. */
            token: string;
        };
        /**
         * @description Marketing newsletter choice; every transactional flag is always sent as true.
         * @example {
         *       "marketing": {
         *         "newsletter": false
         *       },
         *       "transactional": {
         *         "applyCreditsRefunded": true,
         *         "applyViewed": true,
         *         "applyApproved": true,
         *         "applyRejected": true,
         *         "requestCancelled": true,
         *         "newMessage": true,
         *         "newRequest": true,
         *         "requestActivity": true,
         *         "clientLeftFeedback": true
         *       }
         *     }
         */
        NotificationPreferences: {
            marketing: {
                newsletter: boolean;
            };
            transactional: {
                /** @constant */
                applyCreditsRefunded: true;
                /** @constant */
                applyViewed: true;
                /** @constant */
                applyApproved: true;
                /** @constant */
                applyRejected: true;
                /** @constant */
                requestCancelled: true;
                /** @constant */
                newMessage: true;
                /** @constant */
                newRequest: true;
                /** @constant */
                requestActivity: true;
                /** @constant */
                clientLeftFeedback: true;
            };
        };
        /**
         * @description A record of text generated by OpenAI for the user (assumed shape; the spec names only the call).
         * @example {
         *       "prompt": "エアコン清掃の依頼文を作成",
         *       "output": "壁掛けエアコン2台の清掃をお願いします。",
         *       "purpose": "request-description"
         *     }
         */
        GeneratedPromptLog: {
            prompt: string;
            output: string;
            jobTypeId?: string;
            /** @example request-description */
            purpose?: string;
        };
        /**
         * @example {
         *       "mode": "pro",
         *       "email": "pro@example.com",
         *       "password": "correct-horse-battery",
         *       "jobTypes": [
         *         "house-cleaning"
         *       ]
         *     }
         * @example {
         *       "mode": "pro",
         *       "email": "pro@example.com",
         *       "password": "correct-horse-battery",
         *       "jobTypes": [
         *         "house-cleaning"
         *       ],
         *       "accountRegisteredBy": "account-registered-by zmarket-team-member",
         *       "referer": {
         *         "referrer": "sales",
         *         "referrerDetail": "lead-42"
         *       }
         *     }
         */
        RegisterPro: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            mode: "pro";
            /** Format: email */
            email: string;
            password: string;
            jobTypes: string[];
            /**
             * @description Who registered the account (§6): account-registered-by {product}-team-member when a sales team member did, otherwise user.
             * @example user
             * @example account-registered-by zmarket-team-member
             */
            accountRegisteredBy?: string;
            referer?: {
                /** @example sales */
                referrer: string;
                /** @example lead-42 */
                referrerDetail: string;
            };
        };
        /**
         * @example {
         *       "mode": "client",
         *       "email": "hanako@example.com"
         *     }
         */
        RegisterClient: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            mode: "client";
            /** Format: email */
            email: string;
        };
        /**
         * @example {
         *       "mode": "phoneNumberRegistration",
         *       "loginPhoneNumber": "09012345678",
         *       "password": "correct-horse-battery",
         *       "phoneNumberVerificationToken": "pv-1a2b"
         *     }
         */
        RegisterByPhone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            mode: "phoneNumberRegistration";
            loginPhoneNumber: string;
            password: string;
            phoneNumberVerificationToken: string;
        };
        RegisterInput: components["schemas"]["RegisterPro"] | components["schemas"]["RegisterClient"] | components["schemas"]["RegisterByPhone"];
        /**
         * @description What registration and sign-in return. `expires` is added (assumed) so clients can store auth data.
         * @example {
         *       "token": "tok-client-1",
         *       "uid": "user-client-1",
         *       "expires": 1795000000000
         *     }
         */
        AuthToken: {
            token: string;
            uid: string;
            /** @description Expiry as milliseconds since the epoch. */
            expires: number;
        };
        /**
         * @example {
         *       "email": "hanako@example.com",
         *       "password": "correct-horse-battery"
         *     }
         */
        SignInInput: {
            /** Format: email */
            email: string;
            password: string;
        };
        /**
         * @example {
         *       "provider": "line",
         *       "code": "line-fixture-code-client",
         *       "redirectUri": "https://www.example.jp/sign-in"
         *     }
         */
        SocialSignInInput: {
            /** @enum {string} */
            provider: "line";
            code: string;
            /** Format: uri */
            redirectUri: string;
        };
        /** @description Either an image as a data URL or a social-login avatar URL (https only). */
        ProfilePhotoUpload: {
            imageDataUrl: string;
        } | {
            /** Format: uri */
            socialLoginAvatarUrl: string;
        };
        /**
         * @example {
         *       "url": "/mock-assets/avatar-2.svg",
         *       "avatarMeta": {
         *         "source": "upload",
         *         "width": 256,
         *         "height": 256
         *       }
         *     }
         */
        UploadedPhoto: {
            url: string;
            avatarMeta: components["schemas"]["AvatarMeta"];
        };
        /**
         * @example {
         *       "proRegistrationStep": null,
         *       "profile": {
         *         "avatar": "/mock-assets/avatar-2.svg"
         *       },
         *       "avatarMeta": {
         *         "source": "upload"
         *       },
         *       "profileComplete": true
         *     }
         */
        AvatarUpdate: {
            proRegistrationStep: components["schemas"]["ProRegistrationStep"];
            profile: {
                avatar: string;
            };
            avatarMeta: components["schemas"]["AvatarMeta"];
            profileComplete: boolean;
        };
        /**
         * @example {
         *       "selectedCityIds": [
         *         "shibuya-ku"
         *       ],
         *       "selectedJobTypes": [
         *         {
         *           "jobTypeId": "house-cleaning",
         *           "selectedMeetTypes": [
         *             "proGoToClient"
         *           ]
         *         }
         *       ]
         *     }
         */
        AvailableLocationsInput: {
            selectedCityIds: string[];
            selectedJobTypes: {
                jobTypeId: string;
                selectedMeetTypes: components["schemas"]["MeetType"][];
            }[];
        };
        /**
         * @example {
         *       "cities": {
         *         "shibuya-ku": true
         *       },
         *       "clientGoToPro": false,
         *       "proGoToClient": true,
         *       "remote": false
         *     }
         */
        AvailableLocations: {
            cities: {
                [key: string]: boolean;
            };
            clientGoToPro: boolean;
            proGoToClient: boolean;
            remote: boolean;
        };
        /**
         * @example {
         *       "email": "owner@example.com"
         *     }
         */
        ClaimProfileInput: {
            /** Format: email */
            email: string;
        };
        /**
         * @example {
         *       "status": "emailSent"
         *     }
         */
        ClaimProfileResult: {
            /** @enum {string} */
            status: "emailSent";
        };
        /**
         * @description Where the job is.
         * @example {
         *       "prefecture": "tokyo",
         *       "city": "shibuya-ku",
         *       "address": "渋谷区神宮前1-1-1"
         *     }
         */
        RequestContext: {
            address?: string;
            /** @description City key. */
            city?: string;
            /** @description Prefecture key. */
            prefecture: string;
        };
        DurationAnswer: {
            value: number;
            /** @enum {string} */
            unit: "minutes" | "hours" | "days" | "weeks" | "months";
        };
        /** @description One preferred slot: a day and a time range on it, the times numeric (hours since midnight, 9.5 = 09:30). The spec names only "from and to"; the day of each slot is assumed (a time range without a day cannot be scheduled). */
        TimeslotAnswer: {
            /**
             * Format: date
             * @description The preferred day (YYYY-MM-DD).
             */
            date: string;
            from: number;
            to: number;
        };
        TimeslotsAnswer: components["schemas"]["TimeslotAnswer"][];
        /** @description Counter key to count (default 0). */
        CountersAnswer: {
            [key: string]: number;
        };
        ServicesAnswer: {
            quantities: {
                [key: string]: number;
            };
            /** @description Sum of quantity × unitPrice in yen. */
            total: number;
        };
        OptionWithOtherAnswer: {
            value: string | string[];
            other?: string;
        };
        DateTimeAnswer: {
            /** Format: date */
            date?: string;
            /** @description Sent as an object; the form keeps it as a [start, end] pair. */
            timeRange?: {
                start: string;
                end: string;
            };
        };
        AddressAnswer: {
            address: string;
            zipCode?: string;
            prefecture?: string;
            city?: string;
        };
        /** @description One answer, by the kind of field it answers. */
        FieldAnswer: string | number | boolean | string[] | components["schemas"]["DurationAnswer"] | components["schemas"]["TimeslotsAnswer"] | components["schemas"]["ServicesAnswer"] | components["schemas"]["OptionWithOtherAnswer"] | components["schemas"]["DateTimeAnswer"] | components["schemas"]["AddressAnswer"] | components["schemas"]["CountersAnswer"];
        /**
         * @description Answers by field key. Contact and credential fields never travel here: email, password, name, phoneNumber, phoneNumberShareable, lineSocialLogin, credential, loginPhoneNumber and phoneNumberVerificationToken are removed before sending (placeDescription too unless the request is a direct booking).
         * @example {
         *       "frequency": "once",
         *       "dateTime": {
         *         "date": "2026-12-05",
         *         "timeRange": {
         *           "start": "09:00",
         *           "end": "12:00"
         *         }
         *       }
         *     }
         */
        RequestFields: {
            [key: string]: components["schemas"]["FieldAnswer"];
        };
        /**
         * @description The body of a new request.
         * @example {
         *       "jobTypeId": "house-cleaning",
         *       "clientId": "user-client-1",
         *       "fields": {
         *         "frequency": "once"
         *       },
         *       "jobTypeFieldsVersion": 3,
         *       "context": {
         *         "prefecture": "tokyo",
         *         "city": "shibuya-ku"
         *       },
         *       "language": "ja",
         *       "isDirectBooking": false,
         *       "sent": true,
         *       "status": "open"
         *     }
         */
        RequestPayload: {
            jobTypeId: string;
            /** @description The job type the user started from, when aliased. */
            originJobTypeId?: string;
            /** @description The client user id (assumed: the spec names the field only). */
            client?: string;
            clientId?: string;
            clientLanguages?: {
                en?: boolean;
                ja?: boolean;
            };
            fields: components["schemas"]["RequestFields"];
            jobTypeFieldsVersion: number;
            originProType?: string;
            proType?: string;
            /** @description The pro of a direct booking. */
            selectedProId?: string;
            isDirectBooking: boolean;
            lineRequestId?: string;
            sent: boolean;
            sessionContext?: {
                [key: string]: string;
            };
            /** @enum {string} */
            status: "open";
            utm?: components["schemas"]["Utm"];
            context: components["schemas"]["RequestContext"];
            language: components["schemas"]["Language"];
            /**
             * @description Where the form ran (assumed values).
             * @enum {string}
             */
            mode?: "modal" | "page";
            captchaResponse?: string;
        };
        /**
         * @example {
         *       "_id": "req-0001",
         *       "jobTypeId": "house-cleaning",
         *       "status": "open",
         *       "createdTime": "2026-11-23T00:00:00Z",
         *       "expirationTime": "2026-11-26T00:00:00Z"
         *     }
         */
        CreatedRequest: {
            _id: string;
            jobTypeId: string;
            /** @enum {string} */
            status: "open";
            /** Format: date-time */
            createdTime: string;
            /**
             * Format: date-time
             * @description Expiry in whole hours is the gap to createdTime.
             */
            expirationTime: string;
        };
        /**
         * @example {
         *       "duplicateRequestId": null
         *     }
         */
        DuplicateRequestCheck: {
            /** @description An open request of the same job type, or null (the client stores 'not-duplicate-request'). */
            duplicateRequestId: string | null;
        };
        /** @enum {string} */
        NotificationAction: "applyRefunded" | "applyRefundedDueToSpy" | "applyRequest" | "approveApply" | "cancelJob" | "cancelJobOfSpyRequest" | "changeApplyCoverLetter" | "changeApplyQuote" | "changeApplyQuoteCoverLetter" | "clientReadApply" | "custom" | "idApproved" | "jobComplete" | "missionComplete" | "newRequest" | "proFeedback" | "proProfileViewed" | "proSolicitFeedback" | "rankPromoted" | "refereeReward" | "referrerReward" | "rejectApply" | "replyApply" | "replyJob" | "replyRequest" | "requestComplete";
        /**
         * @example {
         *       "id": "ntf-0001",
         *       "time": "2026-11-22T09:00:00Z",
         *       "isRead": false,
         *       "action": "applyRequest",
         *       "actor": {
         *         "id": "pro-0001",
         *         "name": "山田 太郎"
         *       },
         *       "data": {
         *         "requestId": "req-0001",
         *         "applyId": "apl-0001"
         *       },
         *       "avatarUrl": "/mock-assets/avatar-1.svg"
         *     }
         */
        Notification: {
            id: string;
            /** Format: date-time */
            time: string;
            /** Format: date-time */
            createdTime?: string;
            isRead: boolean;
            action: components["schemas"]["NotificationAction"];
            /** @description Who caused it; null for system notifications. */
            actor: {
                id: string;
                name: string;
            } | null;
            data: {
                applyId?: string;
                requestId?: string;
                message?: components["schemas"]["LocalizedText"];
            };
            avatarUrl?: string;
        };
        /**
         * @example {
         *       "timestamp": "2026-11-23T00:00:00Z"
         *     }
         */
        MarkAllNotificationsRead: {
            /**
             * Format: date-time
             * @description Every notification at or before this time becomes read.
             */
            timestamp: string;
        };
        /**
         * @example {
         *       "announcementId": "ann-001",
         *       "isRead": false,
         *       "title": {
         *         "ja": "年末年始の営業について",
         *         "en": "Year-end hours"
         *       },
         *       "body": {
         *         "ja": "12月29日から休業します。",
         *         "en": "Closed from Dec 29."
         *       },
         *       "publishedAt": "2026-11-20T00:00:00Z"
         *     }
         */
        Announcement: {
            announcementId: string;
            isRead: boolean;
            title: components["schemas"]["LocalizedText"];
            body: components["schemas"]["LocalizedText"];
            url?: string;
            /** Format: date-time */
            publishedAt: string;
        };
        /**
         * @example {
         *       "announcementId": "ann-001",
         *       "isRead": true
         *     }
         */
        AnnouncementReadState: {
            announcementId: string;
            /** @constant */
            isRead: true;
        };
        WebVitalMetric: {
            /** @enum {string} */
            name: "CLS" | "FCP" | "INP" | "LCP" | "TTFB";
            /** @description CLS rounded to 4 decimals, the others to whole milliseconds. */
            value: number;
            /** @enum {string} */
            rating: "good" | "needs-improvement" | "poor";
            id: string;
        };
        /**
         * @description The web-vitals report of one page view: connection type, CPU count, memory, URL, user agent and the metrics (the product names these fields; their names here are assumed).
         * @example {
         *       "connectionType": "4g",
         *       "cpuCount": 8,
         *       "memory": 8,
         *       "url": "/home/cleaning/house-cleaning",
         *       "userAgent": "Mozilla/5.0",
         *       "metrics": [
         *         {
         *           "name": "LCP",
         *           "value": 1200,
         *           "rating": "good",
         *           "id": "v1-1"
         *         }
         *       ]
         *     }
         */
        WebVitalsBeacon: {
            /** @example 4g */
            connectionType: string;
            cpuCount: number;
            /** @description Device memory in GiB, when the browser tells. */
            memory?: number;
            url: string;
            userAgent: string;
            metrics: components["schemas"]["WebVitalMetric"][];
            /** @description The slowest interaction over the 40 ms threshold, if any. */
            interaction?: {
                type: string;
                target: string;
                duration: number;
                inputDelay?: number;
                processingDuration?: number;
                presentationDelay?: number;
            };
        };
        /**
         * @description The marketing page kinds (job type, prefecture, major city, city group and its city, city, major city's city, category), plus the other screens (assumed names).
         * @enum {string}
         */
        PageType: "jobType" | "prefecture" | "majorCity" | "group" | "groupCity" | "city" | "majorCityCity" | "category" | "start" | "proProfile" | "blog" | "notificationTarget" | "signIn" | "notFound" | "other";
        AnalyticsEvent: {
            /** @enum {string} */
            type: "pageView" | "conversion" | "experimentExposure" | "telemetry" | "funnel";
            /** @example newRequestCreated */
            name: string;
            path: string;
            pageType?: components["schemas"]["PageType"];
            proUserId?: string | null;
            jobTypeId?: string | null;
            anonymousId: string;
            /** Format: date-time */
            timestamp: string;
            properties?: {
                [key: string]: string | number | boolean | null;
            };
        };
        /**
         * @description A batch of analytics events (page views, conversions, experiment exposures, telemetry, funnel); the spec does not show the path or shape.
         * @example {
         *       "events": [
         *         {
         *           "type": "pageView",
         *           "name": "pageView",
         *           "path": "/home/cleaning/house-cleaning",
         *           "pageType": "jobType",
         *           "proUserId": null,
         *           "jobTypeId": "house-cleaning",
         *           "anonymousId": "anon-1",
         *           "timestamp": "2026-11-23T00:00:00Z"
         *         }
         *       ]
         *     }
         */
        AnalyticsBatch: {
            events: components["schemas"]["AnalyticsEvent"][];
        };
        /**
         * @description Sent by the client on connect and again on every reconnect.
         * @example {
         *       "token": "tok-client-1"
         *     }
         */
        RealtimeAuthenticate: {
            token: string;
        };
        /**
         * @example {
         *       "uid": "user-client-1"
         *     }
         */
        RealtimeAuthenticated: {
            uid: string;
        };
        /**
         * @example {
         *       "message": "Unknown or expired token"
         *     }
         */
        RealtimeUnauthorized: {
            message: string;
        };
        /**
         * @description A notification was read elsewhere (another tab or device).
         * @example {
         *       "id": "ntf-c-0001"
         *     }
         */
        RealtimeMarkAsRead: {
            id: string;
        };
        /**
         * @description Every notification at or before `timestamp` was read elsewhere.
         * @example {
         *       "timestamp": "2026-11-23T00:00:00Z"
         *     }
         */
        RealtimeMarkAllRead: {
            /** Format: date-time */
            timestamp: string;
        };
    };
    responses: {
        /** @description The request does not fit the contract: a required parameter or body field is missing, or a value has the wrong type, is out of range, or is not one of the listed values. Every operation answers this with 400 (never 422): 400 means "this request could never be valid"; a well-formed request the server refuses for its state uses the status documented for that (401, 403, 404, 409, 429) or, where named, an error code in the 400 body. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "BAD_REQUEST",
                 *         "message": "jobTypeId is required"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No valid access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "UNAUTHORIZED",
                 *         "message": "Sign in first"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A valid token of a user who may not do this: users read and change only their own user, profile, requests, notifications and announcements (401 is for no valid token at all). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "FORBIDDEN",
                 *         "message": "Not your resource"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Nothing by that id or key. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "NOT_FOUND",
                 *         "message": "Not found"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The change conflicts with the current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "CONFLICT",
                 *         "message": "Already done"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too many requests; try again later. */
        RateLimited: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "RATE_LIMITED",
                 *         "message": "Too many requests"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The server failed. Calls with a section-8 fallback swallow this. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "INTERNAL_ERROR",
                 *         "message": "Unexpected error"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /** @description The UI language; the server answers localized text in it. */
        UiLanguage: components["schemas"]["Language"];
        /**
         * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
         * @example unknown-fingerprint
         */
        Device: string;
        /** @description The calling client; always z-web for this web client. */
        Client: "z-web";
        /**
         * @description The language of the answer's display text (x-ui-language when left out).
         * @example ja
         */
        Language: components["schemas"]["Language"];
        /**
         * @description The job type id (§5 - the call needs it).
         * @example house-cleaning
         */
        JobTypeIdQuery: string;
        /**
         * @description The job type id.
         * @example house-cleaning
         */
        JobTypeQuery: string;
        /**
         * @description A prefecture key (romanized, lower case).
         * @example tokyo
         */
        PrefectureKeyQuery: string;
        /**
         * @description A city or ward key (romanized, lower case, with its -shi / -ku suffix).
         * @example shibuya-ku
         */
        CityKeyQuery: string;
        /**
         * @description The user id.
         * @example user-client-1
         */
        UserIdQuery: string;
        /**
         * @description The job category id (a top-level category key such as home, or a subcategory id).
         * @example home
         */
        CategoryIdPath: string;
        /**
         * @description The job type id.
         * @example house-cleaning
         */
        JobTypeIdAsIdPath: string;
        /**
         * @description The pro's user id.
         * @example pro-0001
         */
        ProIdPath: string;
        /**
         * @description The user id of an imported (ITP) pro profile, not yet claimed.
         * @example pro-0004
         */
        ItpUserIdPath: string;
        /**
         * @description The user id.
         * @example user-client-1
         */
        UserIdPath: string;
        /**
         * @description The job type id.
         * @example house-cleaning
         */
        JobTypeIdPath: string;
        /**
         * @description A prefecture key (romanized, lower case).
         * @example tokyo
         */
        PrefectureKeyPath: string;
        /** @description The page, from 1. */
        CaseStudyCurrentPage: number;
        /** @description Page size; 6 by default, 999 for a full fetch. */
        CaseStudyPageSize: number;
        /** @description Page size (10 by default, 20 on some first pages). */
        ProListSize: number;
        /** @description How many pros of the list to skip (page × size). */
        ProListSkip: number;
        /** @description A weekday filter. */
        ProListDay: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        /** @description A time-of-day filter. */
        ProListTime: "morning" | "afternoon" | "evening" | "night";
        /** @description One price range in yen, low-high; 0 on either side means open-ended. */
        ProListPriceRange: string;
        /** @description Comma list of key.value pairs from the job type's matching-criteria fields. */
        ProListMatchingCriteria: string;
        /**
         * @description Assumed (the spec names the parameter, not its values): only pros whose pricing menu has this item: a popular pricing item's key (GET /pricing-menu/popular-items), sent when the visitor picks that item on a marketing page.
         * @example pro-0001-house-cleaning-basic
         */
        ProListPricingMenuItemKey: string;
        /**
         * @description The language of the list's display text.
         * @example ja
         */
        ProListLanguage: components["schemas"]["Language"];
        /** @description Always published (the client shows published case studies only). */
        CaseStatusPublished: "published";
        /** @description Always true (the case studies shown on the pro's service page). */
        IsServicePage: true;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type Language = components['schemas']['Language'];
export type LocalizedText = components['schemas']['LocalizedText'];
export type RequiredLocalizedText = components['schemas']['RequiredLocalizedText'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type AvatarUploadErrorBody = components['schemas']['AvatarUploadErrorBody'];
export type CountResponse = components['schemas']['CountResponse'];
export type UpdatedCount = components['schemas']['UpdatedCount'];
export type Utm = components['schemas']['Utm'];
export type Image = components['schemas']['Image'];
export type TopLevelCategoryId = components['schemas']['TopLevelCategoryId'];
export type JobCategory = components['schemas']['JobCategory'];
export type JobCategoryTree = components['schemas']['JobCategoryTree'];
export type ProSignupCategoryTrees = components['schemas']['ProSignupCategoryTrees'];
export type JobTypeSummary = components['schemas']['JobTypeSummary'];
export type LandingPagePro = components['schemas']['LandingPagePro'];
export type JobType = components['schemas']['JobType'];
export type FormStep = components['schemas']['FormStep'];
export type FieldValidation = components['schemas']['FieldValidation'];
export type FieldOption = components['schemas']['FieldOption'];
export type OtherField = components['schemas']['OtherField'];
export type ImageOption = components['schemas']['ImageOption'];
export type CounterOption = components['schemas']['CounterOption'];
export type ServiceOption = components['schemas']['ServiceOption'];
export type HideExpression = components['schemas']['HideExpression'];
export type FieldBase = components['schemas']['FieldBase'];
export type DurationField = components['schemas']['DurationField'];
export type TimeslotsField = components['schemas']['TimeslotsField'];
export type CountersField = components['schemas']['CountersField'];
export type RadiosField = components['schemas']['RadiosField'];
export type RadiosWithOtherField = components['schemas']['RadiosWithOtherField'];
export type CheckboxesField = components['schemas']['CheckboxesField'];
export type CheckboxesWithOtherField = components['schemas']['CheckboxesWithOtherField'];
export type ServicesField = components['schemas']['ServicesField'];
export type SingleChoiceImagesField = components['schemas']['SingleChoiceImagesField'];
export type MultipleChoiceImagesField = components['schemas']['MultipleChoiceImagesField'];
export type TextareaField = components['schemas']['TextareaField'];
export type EmailField = components['schemas']['EmailField'];
export type AddressField = components['schemas']['AddressField'];
export type NumberField = components['schemas']['NumberField'];
export type HiddenField = components['schemas']['HiddenField'];
export type JobTypeField = components['schemas']['JobTypeField'];
export type JobTypeAlias = components['schemas']['JobTypeAlias'];
export type Translation = components['schemas']['Translation'];
export type JobTypeProfile = components['schemas']['JobTypeProfile'];
export type Prefecture = components['schemas']['Prefecture'];
export type City = components['schemas']['City'];
export type CityGroup = components['schemas']['CityGroup'];
export type MajorCity = components['schemas']['MajorCity'];
export type TownArea = components['schemas']['TownArea'];
export type Geolocation = components['schemas']['Geolocation'];
export type ZipCodeLocation = components['schemas']['ZipCodeLocation'];
export type BlogPost = components['schemas']['BlogPost'];
export type BlogPostDetail = components['schemas']['BlogPostDetail'];
export type ProBlogPost = components['schemas']['ProBlogPost'];
export type ProBlogPostDetail = components['schemas']['ProBlogPostDetail'];
export type StarCounts = components['schemas']['StarCounts'];
export type ReviewStatistics = components['schemas']['ReviewStatistics'];
export type ProFeedback = components['schemas']['ProFeedback'];
export type ProFeedbackPage = components['schemas']['ProFeedbackPage'];
export type ProListLocation = components['schemas']['ProListLocation'];
export type ProListItem = components['schemas']['ProListItem'];
export type ProsByJobResponse = components['schemas']['ProsByJobResponse'];
export type SampleRequest = components['schemas']['SampleRequest'];
export type PopularRequest = components['schemas']['PopularRequest'];
export type PopularPricingItem = components['schemas']['PopularPricingItem'];
export type PopularPricingItems = components['schemas']['PopularPricingItems'];
export type CaseStudyStatus = components['schemas']['CaseStudyStatus'];
export type CaseStudy = components['schemas']['CaseStudy'];
export type CaseStudyPage = components['schemas']['CaseStudyPage'];
export type FeatureFlagName = components['schemas']['FeatureFlagName'];
export type CityGroupingFlag = components['schemas']['CityGroupingFlag'];
export type ReviewsQaFlag = components['schemas']['ReviewsQaFlag'];
export type InternalBlogFlag = components['schemas']['InternalBlogFlag'];
export type FeatureFlag = components['schemas']['FeatureFlag'];
export type PersonName = components['schemas']['PersonName'];
export type AvatarMeta = components['schemas']['AvatarMeta'];
export type UserProfile = components['schemas']['UserProfile'];
export type AvailabilitySlot = components['schemas']['AvailabilitySlot'];
export type MeetType = components['schemas']['MeetType'];
export type ProProfile = components['schemas']['ProProfile'];
export type ProRegistrationStep = components['schemas']['ProRegistrationStep'];
export type User = components['schemas']['User'];
export type PublicPro = components['schemas']['PublicPro'];
export type PrivateProfile = components['schemas']['PrivateProfile'];
export type UserName = components['schemas']['UserName'];
export type UserAvatar = components['schemas']['UserAvatar'];
export type PricingMenuItem = components['schemas']['PricingMenuItem'];
export type PricingMenu = components['schemas']['PricingMenu'];
export type ProQuestions = components['schemas']['ProQuestions'];
export type BasicInfoInput = components['schemas']['BasicInfoInput'];
export type ProProfileInput = components['schemas']['ProProfileInput'];
export type PasswordChange = components['schemas']['PasswordChange'];
export type PasswordSet = components['schemas']['PasswordSet'];
export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type GeneratedPromptLog = components['schemas']['GeneratedPromptLog'];
export type RegisterPro = components['schemas']['RegisterPro'];
export type RegisterClient = components['schemas']['RegisterClient'];
export type RegisterByPhone = components['schemas']['RegisterByPhone'];
export type RegisterInput = components['schemas']['RegisterInput'];
export type AuthToken = components['schemas']['AuthToken'];
export type SignInInput = components['schemas']['SignInInput'];
export type SocialSignInInput = components['schemas']['SocialSignInInput'];
export type ProfilePhotoUpload = components['schemas']['ProfilePhotoUpload'];
export type UploadedPhoto = components['schemas']['UploadedPhoto'];
export type AvatarUpdate = components['schemas']['AvatarUpdate'];
export type AvailableLocationsInput = components['schemas']['AvailableLocationsInput'];
export type AvailableLocations = components['schemas']['AvailableLocations'];
export type ClaimProfileInput = components['schemas']['ClaimProfileInput'];
export type ClaimProfileResult = components['schemas']['ClaimProfileResult'];
export type RequestContext = components['schemas']['RequestContext'];
export type DurationAnswer = components['schemas']['DurationAnswer'];
export type TimeslotAnswer = components['schemas']['TimeslotAnswer'];
export type TimeslotsAnswer = components['schemas']['TimeslotsAnswer'];
export type CountersAnswer = components['schemas']['CountersAnswer'];
export type ServicesAnswer = components['schemas']['ServicesAnswer'];
export type OptionWithOtherAnswer = components['schemas']['OptionWithOtherAnswer'];
export type DateTimeAnswer = components['schemas']['DateTimeAnswer'];
export type AddressAnswer = components['schemas']['AddressAnswer'];
export type FieldAnswer = components['schemas']['FieldAnswer'];
export type RequestFields = components['schemas']['RequestFields'];
export type RequestPayload = components['schemas']['RequestPayload'];
export type CreatedRequest = components['schemas']['CreatedRequest'];
export type DuplicateRequestCheck = components['schemas']['DuplicateRequestCheck'];
export type NotificationAction = components['schemas']['NotificationAction'];
export type Notification = components['schemas']['Notification'];
export type MarkAllNotificationsRead = components['schemas']['MarkAllNotificationsRead'];
export type Announcement = components['schemas']['Announcement'];
export type AnnouncementReadState = components['schemas']['AnnouncementReadState'];
export type WebVitalMetric = components['schemas']['WebVitalMetric'];
export type WebVitalsBeacon = components['schemas']['WebVitalsBeacon'];
export type PageType = components['schemas']['PageType'];
export type AnalyticsEvent = components['schemas']['AnalyticsEvent'];
export type AnalyticsBatch = components['schemas']['AnalyticsBatch'];
export type RealtimeAuthenticate = components['schemas']['RealtimeAuthenticate'];
export type RealtimeAuthenticated = components['schemas']['RealtimeAuthenticated'];
export type RealtimeUnauthorized = components['schemas']['RealtimeUnauthorized'];
export type RealtimeMarkAsRead = components['schemas']['RealtimeMarkAsRead'];
export type RealtimeMarkAllRead = components['schemas']['RealtimeMarkAllRead'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseRateLimited = components['responses']['RateLimited'];
export type ResponseServerError = components['responses']['ServerError'];
export type ParameterUiLanguage = components['parameters']['UiLanguage'];
export type ParameterDevice = components['parameters']['Device'];
export type ParameterClient = components['parameters']['Client'];
export type ParameterLanguage = components['parameters']['Language'];
export type ParameterJobTypeIdQuery = components['parameters']['JobTypeIdQuery'];
export type ParameterJobTypeQuery = components['parameters']['JobTypeQuery'];
export type ParameterPrefectureKeyQuery = components['parameters']['PrefectureKeyQuery'];
export type ParameterCityKeyQuery = components['parameters']['CityKeyQuery'];
export type ParameterUserIdQuery = components['parameters']['UserIdQuery'];
export type ParameterCategoryIdPath = components['parameters']['CategoryIdPath'];
export type ParameterJobTypeIdAsIdPath = components['parameters']['JobTypeIdAsIdPath'];
export type ParameterProIdPath = components['parameters']['ProIdPath'];
export type ParameterItpUserIdPath = components['parameters']['ItpUserIdPath'];
export type ParameterUserIdPath = components['parameters']['UserIdPath'];
export type ParameterJobTypeIdPath = components['parameters']['JobTypeIdPath'];
export type ParameterPrefectureKeyPath = components['parameters']['PrefectureKeyPath'];
export type ParameterCaseStudyCurrentPage = components['parameters']['CaseStudyCurrentPage'];
export type ParameterCaseStudyPageSize = components['parameters']['CaseStudyPageSize'];
export type ParameterProListSize = components['parameters']['ProListSize'];
export type ParameterProListSkip = components['parameters']['ProListSkip'];
export type ParameterProListDay = components['parameters']['ProListDay'];
export type ParameterProListTime = components['parameters']['ProListTime'];
export type ParameterProListPriceRange = components['parameters']['ProListPriceRange'];
export type ParameterProListMatchingCriteria = components['parameters']['ProListMatchingCriteria'];
export type ParameterProListPricingMenuItemKey = components['parameters']['ProListPricingMenuItemKey'];
export type ParameterProListLanguage = components['parameters']['ProListLanguage'];
export type ParameterCaseStatusPublished = components['parameters']['CaseStatusPublished'];
export type ParameterIsServicePage = components['parameters']['IsServicePage'];
export type $defs = Record<string, never>;
export interface operations {
    listJobCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All categories, flat. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCategory"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getJobCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job category id (a top-level category key such as home, or a subcategory id).
                 * @example home
                 */
                id: components["parameters"]["CategoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listAllSubcategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One tree per top-level category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCategoryTree"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubcategoriesByParent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job category id (a top-level category key such as home, or a subcategory id).
                 * @example home
                 */
                id: components["parameters"]["CategoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parent with its subcategories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCategoryTree"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getJobType: {
        parameters: {
            query?: {
                /** @description How much to return (assumed values: the spec names the parameter only). */
                format?: "full" | "summary";
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobType"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listJobTypes: {
        parameters: {
            query?: {
                /** @description true: the job types pro sign-up offers (§6: pro sign-up uses the flag proSignUp). */
                proSignUp?: boolean;
                /** @description true: only the job types clients can request (§6: client requests use clientRequest). */
                clientRequest?: boolean;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listPopularJobTypes: {
        parameters: {
            query?: {
                /**
                 * @description Only job types of this category (a top-level category key or a subcategory id).
                 * @example home
                 */
                categoryId?: string;
                /**
                 * @description A city or ward key (romanized, lower case, with its -shi / -ku suffix).
                 * @example shibuya-ku
                 */
                cityKey?: components["parameters"]["CityKeyQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
                /** @description At most this many job types. */
                limit?: number;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Popular job types, most popular first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listRelatedJobTypes: {
        parameters: {
            query?: {
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Related job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listRelatedRequestableJobTypes: {
        parameters: {
            query?: {
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Related requestable job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listRequestableJobTypesByCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job category id (a top-level category key such as home, or a subcategory id).
                 * @example home
                 */
                id: components["parameters"]["CategoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category's requestable job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listServiceOfTheMonth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The featured job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getJobTypeProCount: {
        parameters: {
            query?: {
                /**
                 * @description A city or ward key (romanized, lower case, with its -shi / -ku suffix).
                 * @example shibuya-ku
                 */
                cityKey?: components["parameters"]["CityKeyQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
                /**
                 * @description A Japanese zip code (three digits, optional hyphen, four digits) to count near.
                 * @example 150-0001
                 */
                zipCode?: string;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getJobTypeAlias: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The aliased job type id (one of the job types started as another, e.g. carpenter → home-reform-general).
                 * @example carpenter
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alias. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeAlias"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listJobTypeAliases: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every alias. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeAlias"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getTranslation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The translation namespace (a set of texts the client loads by name).
                 * @example jobTypes
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listJobTypeProfilesByUser: {
        parameters: {
            query?: {
                /** @description How much to return (assumed values). */
                format?: "full" | "summary";
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro's job-type profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeProfile"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getProSignupCategoryTree: {
        parameters: {
            query: {
                /** @description Which step of pro sign-up the trees are for; initial, the first step, is the only one the client asks for. */
                path: "initial";
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-up trees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProSignupCategoryTrees"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getCityInPrefecture: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey: components["parameters"]["PrefectureKeyPath"];
                /**
                 * @description The city or ward key (romanized, lower case, with its -shi / -ku suffix).
                 * @example chiyoda-ku
                 */
                cityKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCitiesOfPrefecture: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The prefecture key (ids and keys are the same slug).
                 * @example tokyo
                 */
                prefectureId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getGeolocation: {
        parameters: {
            query?: {
                /**
                 * @description The visitor's IP address (IPv4 or IPv6) to locate. Optional (assumed): a position, or else the request's own address, is located instead.
                 * @example 203.0.113.7
                 */
                ip?: string;
                /**
                 * @description Latitude of the browser's position (navigator.geolocation), with lng. Assumed: the spec shows only the ip query; the pro onboarding suggests the nearest city to where the pro is.
                 * @example 35.6618
                 */
                lat?: number;
                /**
                 * @description Longitude of the browser's position, with lat (assumed, as lat).
                 * @example 139.7041
                 */
                lng?: number;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Geolocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getCity: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The city or ward key.
                 * @example chiyoda-ku
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPrefecture: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The prefecture key (ids and keys are the same slug).
                 * @example tokyo
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prefecture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prefecture"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPrefectures: {
        parameters: {
            query?: {
                /**
                 * @description Only the prefecture with this key (a list of one, or empty).
                 * @example tokyo
                 */
                key?: string;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prefectures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prefecture"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listRequestableCities: {
        parameters: {
            query: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
                /**
                 * @description A city or ward key (romanized, lower case, with its -shi / -ku suffix).
                 * @example shibuya-ku
                 */
                cityKey?: components["parameters"]["CityKeyQuery"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listNearbyRequestableCities: {
        parameters: {
            query: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
                /**
                 * @description The city key whose nearby requestable cities are wanted.
                 * @example shibuya-ku
                 */
                cityKey: string;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCityGroupsOfPrefecture: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey: components["parameters"]["PrefectureKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityGroup"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listRequestablePrefectures: {
        parameters: {
            query: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
                /** @description At most this many prefectures. */
                size?: number;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prefectures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prefecture"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listNearbyRequestablePrefectures: {
        parameters: {
            query: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description The prefecture key whose nearby requestable prefectures are wanted.
                 * @example tokyo
                 */
                prefectureKey: string;
                /** @description At most this many prefectures. */
                size?: number;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prefectures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prefecture"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCities: {
        parameters: {
            query?: {
                /**
                 * @description A prefecture key.
                 * @example tokyo
                 */
                prefecture?: string;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listCityGroups: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityGroup"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listLocationsByZipCode: {
        parameters: {
            query: {
                /**
                 * @description A Japanese zip code (three digits, optional hyphen, four digits).
                 * @example 150-0001
                 */
                zipCode: string;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching areas; empty when the zip code does not exist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZipCodeLocation"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getTownArea: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The town area id.
                 * @example jingumae
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The town area. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TownArea"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listBlogPosts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blog posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The post's id or its name (the last segment of its url, e.g. house-cleaning-cost). Assumed: the product spec names only /blog-posts/{id}; we assume the backend resolves a name as it resolves an id, as /pros/get-by-slug does for pros.
                 * @example blog-0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listProBlogPostsByJobType: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pro blog posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProBlogPost"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listInternalBlogPostsByJobType: {
        parameters: {
            query: {
                /** @description true: the cost guides (posts tagged as costs); false: the other internal posts. */
                isCostTag: boolean;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blog posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listProBlogPostsByPro: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro's blog posts with their bodies, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProBlogPostDetail"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listProsByJob: {
        parameters: {
            query: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description The language of the list's display text.
                 * @example ja
                 */
                language: components["parameters"]["ProListLanguage"];
                /** @description A weekday filter. */
                day?: components["parameters"]["ProListDay"];
                /** @description A time-of-day filter. */
                time?: components["parameters"]["ProListTime"];
                /** @description One price range in yen, low-high; 0 on either side means open-ended. */
                priceRange?: components["parameters"]["ProListPriceRange"];
                /** @description Comma list of key.value pairs from the job type's matching-criteria fields. */
                matchingCriteriaFilter?: components["parameters"]["ProListMatchingCriteria"];
                /**
                 * @description Assumed (the spec names the parameter, not its values): only pros whose pricing menu has this item: a popular pricing item's key (GET /pricing-menu/popular-items), sent when the visitor picks that item on a marketing page.
                 * @example pro-0001-house-cleaning-basic
                 */
                pricingMenuItemKey?: components["parameters"]["ProListPricingMenuItemKey"];
                /** @description Page size (10 by default, 20 on some first pages). */
                size?: components["parameters"]["ProListSize"];
                /** @description How many pros of the list to skip (page × size). */
                skip?: components["parameters"]["ProListSkip"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pros, with the total and optionally their review statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProsByJobResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listProsByJobPrefectureAndCityNotNearby: {
        parameters: {
            query: {
                /**
                 * @description The prefecture key.
                 * @example tokyo
                 */
                prefecture: string;
                /**
                 * @description The city key.
                 * @example shibuya-ku
                 */
                city: string;
                /**
                 * @description Comma list of city keys to leave out (already shown on the page).
                 * @example shinjuku-ku,minato-ku
                 */
                excludeCities?: string;
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description The language of the list's display text.
                 * @example ja
                 */
                language: components["parameters"]["ProListLanguage"];
                /** @description A weekday filter. */
                day?: components["parameters"]["ProListDay"];
                /** @description A time-of-day filter. */
                time?: components["parameters"]["ProListTime"];
                /** @description One price range in yen, low-high; 0 on either side means open-ended. */
                priceRange?: components["parameters"]["ProListPriceRange"];
                /** @description Comma list of key.value pairs from the job type's matching-criteria fields. */
                matchingCriteriaFilter?: components["parameters"]["ProListMatchingCriteria"];
                /**
                 * @description Assumed (the spec names the parameter, not its values): only pros whose pricing menu has this item: a popular pricing item's key (GET /pricing-menu/popular-items), sent when the visitor picks that item on a marketing page.
                 * @example pro-0001-house-cleaning-basic
                 */
                pricingMenuItemKey?: components["parameters"]["ProListPricingMenuItemKey"];
                /** @description Page size (10 by default, 20 on some first pages). */
                size?: components["parameters"]["ProListSize"];
                /** @description How many pros of the list to skip (page × size). */
                skip?: components["parameters"]["ProListSkip"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pros, with the total and optionally their review statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProsByJobResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listProsByJobAndCityGroup: {
        parameters: {
            query: {
                /**
                 * @description The prefecture key.
                 * @example tokyo
                 */
                prefecture: string;
                /**
                 * @description The city group key.
                 * @example yokohama-central
                 */
                cityGroup: string;
                /**
                 * @description Comma list of city keys to leave out (already shown on the page).
                 * @example shinjuku-ku,minato-ku
                 */
                excludeCities?: string;
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description The language of the list's display text.
                 * @example ja
                 */
                language: components["parameters"]["ProListLanguage"];
                /** @description A weekday filter. */
                day?: components["parameters"]["ProListDay"];
                /** @description A time-of-day filter. */
                time?: components["parameters"]["ProListTime"];
                /** @description One price range in yen, low-high; 0 on either side means open-ended. */
                priceRange?: components["parameters"]["ProListPriceRange"];
                /** @description Comma list of key.value pairs from the job type's matching-criteria fields. */
                matchingCriteriaFilter?: components["parameters"]["ProListMatchingCriteria"];
                /**
                 * @description Assumed (the spec names the parameter, not its values): only pros whose pricing menu has this item: a popular pricing item's key (GET /pricing-menu/popular-items), sent when the visitor picks that item on a marketing page.
                 * @example pro-0001-house-cleaning-basic
                 */
                pricingMenuItemKey?: components["parameters"]["ProListPricingMenuItemKey"];
                /** @description Page size (10 by default, 20 on some first pages). */
                size?: components["parameters"]["ProListSize"];
                /** @description How many pros of the list to skip (page × size). */
                skip?: components["parameters"]["ProListSkip"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pros, with the total and optionally their review statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProsByJobResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listProsByJobPrefectureAndCity: {
        parameters: {
            query: {
                /**
                 * @description The prefecture key.
                 * @example tokyo
                 */
                prefecture: string;
                /**
                 * @description The city key.
                 * @example shibuya-ku
                 */
                city: string;
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description The language of the list's display text.
                 * @example ja
                 */
                language: components["parameters"]["ProListLanguage"];
                /** @description A weekday filter. */
                day?: components["parameters"]["ProListDay"];
                /** @description A time-of-day filter. */
                time?: components["parameters"]["ProListTime"];
                /** @description One price range in yen, low-high; 0 on either side means open-ended. */
                priceRange?: components["parameters"]["ProListPriceRange"];
                /** @description Comma list of key.value pairs from the job type's matching-criteria fields. */
                matchingCriteriaFilter?: components["parameters"]["ProListMatchingCriteria"];
                /**
                 * @description Assumed (the spec names the parameter, not its values): only pros whose pricing menu has this item: a popular pricing item's key (GET /pricing-menu/popular-items), sent when the visitor picks that item on a marketing page.
                 * @example pro-0001-house-cleaning-basic
                 */
                pricingMenuItemKey?: components["parameters"]["ProListPricingMenuItemKey"];
                /** @description Page size (10 by default, 20 on some first pages). */
                size?: components["parameters"]["ProListSize"];
                /** @description How many pros of the list to skip (page × size). */
                skip?: components["parameters"]["ProListSkip"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pros, with the total and optionally their review statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProsByJobResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listProsByPrefectureAndJob: {
        parameters: {
            query: {
                /**
                 * @description The prefecture key.
                 * @example tokyo
                 */
                prefecture: string;
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobType: components["parameters"]["JobTypeQuery"];
                /**
                 * @description The language of the list's display text.
                 * @example ja
                 */
                language: components["parameters"]["ProListLanguage"];
                /** @description A weekday filter. */
                day?: components["parameters"]["ProListDay"];
                /** @description A time-of-day filter. */
                time?: components["parameters"]["ProListTime"];
                /** @description One price range in yen, low-high; 0 on either side means open-ended. */
                priceRange?: components["parameters"]["ProListPriceRange"];
                /** @description Comma list of key.value pairs from the job type's matching-criteria fields. */
                matchingCriteriaFilter?: components["parameters"]["ProListMatchingCriteria"];
                /**
                 * @description Assumed (the spec names the parameter, not its values): only pros whose pricing menu has this item: a popular pricing item's key (GET /pricing-menu/popular-items), sent when the visitor picks that item on a marketing page.
                 * @example pro-0001-house-cleaning-basic
                 */
                pricingMenuItemKey?: components["parameters"]["ProListPricingMenuItemKey"];
                /** @description Page size (10 by default, 20 on some first pages). */
                size?: components["parameters"]["ProListSize"];
                /** @description How many pros of the list to skip (page × size). */
                skip?: components["parameters"]["ProListSkip"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pros, with the total and optionally their review statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProsByJobResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    countPros: {
        parameters: {
            query: {
                /**
                 * @description The job type id (§5 - the call needs it).
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdQuery"];
                /**
                 * @description A city or ward key (romanized, lower case, with its -shi / -ku suffix).
                 * @example shibuya-ku
                 */
                cityKey?: components["parameters"]["CityKeyQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
                /**
                 * @description Assumed, not in the product spec: only the pros serving a city of this group (as the pro list's `cityGroup`).
                 * @example yokohama-central
                 */
                cityGroup?: string;
                /**
                 * @description Assumed, not in the product spec: leave out the pros based in these cities, a comma list (as the pro list's `excludeCities`).
                 * @example shinjuku-ku,minato-ku
                 */
                excludeCities?: string;
                /**
                 * @description The language of the answer's display text (x-ui-language when left out).
                 * @example ja
                 */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listNewestReviewsByJobType: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProFeedback"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listNewestReviewsByJobTypeAndPrefecture: {
        parameters: {
            query?: {
                /**
                 * @description Assumed, not in the product spec. Only the pros serving this city (as the pro list's `city`).
                 * @example shibuya-ku
                 */
                city?: string;
                /**
                 * @description Assumed, not in the product spec: only the pros serving a city of this group (as the pro list's `cityGroup`).
                 * @example yokohama-central
                 */
                cityGroup?: string;
                /**
                 * @description Assumed, not in the product spec: leave out the pros based in these cities, a comma list (as the pro list's `excludeCities`).
                 * @example shinjuku-ku,minato-ku
                 */
                excludeCities?: string;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdPath"];
                /**
                 * @description The prefecture key.
                 * @example tokyo
                 */
                prefecture: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProFeedback"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listReviewsByJobType: {
        parameters: {
            query?: {
                /**
                 * @description Assumed, not in the product spec: only the pros of this prefecture (as the pro list's `prefecture`).
                 * @example tokyo
                 */
                prefecture?: string;
                /**
                 * @description Assumed, not in the product spec. Only the pros serving this city (as the pro list's `city`).
                 * @example shibuya-ku
                 */
                city?: string;
                /**
                 * @description Assumed, not in the product spec: only the pros serving a city of this group (as the pro list's `cityGroup`).
                 * @example yokohama-central
                 */
                cityGroup?: string;
                /**
                 * @description Assumed, not in the product spec: leave out the pros based in these cities, a comma list (as the pro list's `excludeCities`).
                 * @example shinjuku-ku,minato-ku
                 */
                excludeCities?: string;
                /** @description The page, from 1. */
                page?: number;
                /** @description Only reviews with this rating (1 to 5 stars). */
                rate?: number;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProFeedbackPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listReviewsByUser: {
        parameters: {
            query: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                userId: components["parameters"]["UserIdQuery"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro's reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProFeedbackPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listSampleRequests: {
        parameters: {
            query: {
                /**
                 * @description The job type id (§5 - the call needs it).
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdQuery"];
                /**
                 * @description Only sample requests of this prefecture (its key).
                 * @example tokyo
                 */
                prefectureId?: string;
                /**
                 * @description Only sample requests of this city or ward (its key).
                 * @example shibuya-ku
                 */
                cityId?: string;
                /**
                 * @description The language of the answer's display text (x-ui-language when left out).
                 * @example ja
                 */
                language?: components["parameters"]["Language"];
                /** @description At most this many sample requests. */
                limit?: number;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sample requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleRequest"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPopularPricingItems: {
        parameters: {
            query: {
                /**
                 * @description The job type id (§5 - the call needs it).
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdQuery"];
                /**
                 * @description A city or ward key (romanized, lower case, with its -shi / -ku suffix).
                 * @example shibuya-ku
                 */
                cityKey?: components["parameters"]["CityKeyQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
                /**
                 * @description The language of the answer's display text (x-ui-language when left out).
                 * @example ja
                 */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The popular items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PopularPricingItems"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listPopularRequests: {
        parameters: {
            query: {
                /**
                 * @description The job type id (§5 - the call needs it).
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdQuery"];
                /**
                 * @description A city or ward key (romanized, lower case, with its -shi / -ku suffix).
                 * @example shibuya-ku
                 */
                cityKey?: components["parameters"]["CityKeyQuery"];
                /**
                 * @description A prefecture key (romanized, lower case).
                 * @example tokyo
                 */
                prefectureKey?: components["parameters"]["PrefectureKeyQuery"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Popular requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PopularRequest"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listCaseStudiesByJobType: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                currentPage?: components["parameters"]["CaseStudyCurrentPage"];
                /** @description Page size; 6 by default, 999 for a full fetch. */
                pageSize?: components["parameters"]["CaseStudyPageSize"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of case studies with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseStudyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCaseStudiesByJobTypeAndPrefecture: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                currentPage?: components["parameters"]["CaseStudyCurrentPage"];
                /** @description Page size; 6 by default, 999 for a full fetch. */
                pageSize?: components["parameters"]["CaseStudyPageSize"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
                /**
                 * @description The prefecture key.
                 * @example tokyo
                 */
                prefecture: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of case studies with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseStudyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCaseStudiesByJobTypeAndCityGroup: {
        parameters: {
            query?: {
                /**
                 * @description Assumed, not in the product spec: leave out the pros based in these cities, a comma list (as the pro list's `excludeCities`).
                 * @example shinjuku-ku,minato-ku
                 */
                excludeCities?: string;
                /** @description The page, from 1. */
                currentPage?: components["parameters"]["CaseStudyCurrentPage"];
                /** @description Page size; 6 by default, 999 for a full fetch. */
                pageSize?: components["parameters"]["CaseStudyPageSize"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
                /**
                 * @description The prefecture key of the city group.
                 * @example kanagawa
                 */
                prefecture: string;
                /**
                 * @description The city group key.
                 * @example yokohama-central
                 */
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of case studies with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseStudyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCaseStudiesByJobTypeAndCity: {
        parameters: {
            query?: {
                /**
                 * @description Assumed, not in the product spec: leave out the pros based in these cities, a comma list (as the pro list's `excludeCities`).
                 * @example shinjuku-ku,minato-ku
                 */
                excludeCities?: string;
                /** @description The page, from 1. */
                currentPage?: components["parameters"]["CaseStudyCurrentPage"];
                /** @description Page size; 6 by default, 999 for a full fetch. */
                pageSize?: components["parameters"]["CaseStudyPageSize"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                id: components["parameters"]["JobTypeIdAsIdPath"];
                /**
                 * @description The prefecture key of the city.
                 * @example tokyo
                 */
                prefecture: string;
                /**
                 * @description The city or ward key.
                 * @example shibuya-ku
                 */
                city: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of case studies with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseStudyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCaseStudiesByPro: {
        parameters: {
            query: {
                /** @description Page size; 6 by default, 999 for a full fetch. */
                pageSize?: components["parameters"]["CaseStudyPageSize"];
                /** @description Always published (the client shows published case studies only). */
                caseStatus: components["parameters"]["CaseStatusPublished"];
                /** @description Always true (the case studies shown on the pro's service page). */
                isServicePage: components["parameters"]["IsServicePage"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The pro's user id.
                 * @example pro-0001
                 */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of case studies with the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseStudyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getFeatureFlag: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The flag's name. The client reads three (FeatureFlagName); any other name is a well-formed request for a flag that does not exist, so it answers 404, not 400.
                 * @example reviewsQA
                 */
                flagName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flag's value, shaped by the flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
                /**
                 * @description The social sign-in context the request was started from (header name assumed).
                 * @example request-form
                 */
                "social-context"?: string;
                /**
                 * @description Where the client came from: the utm_source of the landing URL (header name assumed).
                 * @example google
                 */
                "client-source"?: string;
                /**
                 * @description A reCAPTCHA v2 response token.
                 * @example 03AFcWeA-example-v2-response
                 */
                "recaptcha-response"?: string;
                /**
                 * @description A reCAPTCHA v3 token.
                 * @example 03AFcWeA-example-v3-token
                 */
                "recaptcha-v3-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestPayload"];
            };
        };
        responses: {
            /** @description The created request. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedRequest"];
                };
            };
            /** @description The request was refused with an error code the client stores and shows. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The client already has an open request of this job type. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "DUPLICATE_REQUEST",
                     *         "message": "You already have an open request for this job type"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    checkDuplicateRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
                /**
                 * @description The job type id.
                 * @example house-cleaning
                 */
                jobTypeId: components["parameters"]["JobTypeIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The duplicate request id, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateRequestCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["User"];
            };
        };
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserName: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserName"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The avatar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAvatar"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUserAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvatarUpdate"];
            };
        };
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserPricingMenu: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pricing menu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getUserQuestions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions and answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProQuestions"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPrivateProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The private profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveBasicInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BasicInfoInput"];
            };
        };
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveProProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProProfileInput"];
            };
        };
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    touchLastOnline: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferences"];
            };
        };
        responses: {
            /** @description The saved preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    logGeneratedPrompt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeneratedPromptLog"];
            };
        };
        responses: {
            /** @description Logged. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    checkEmailRegistered: {
        parameters: {
            query: {
                /**
                 * @description The email address to look up; 404 means no account uses it.
                 * @example hanako@example.com
                 */
                email: string;
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email is registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The email is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The email is free. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many checks; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            /** @description Registered and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthToken"];
                };
            };
            /** @description The request does not fit the contract (BAD_REQUEST), or, in mode phoneNumberRegistration, the phoneNumberVerificationToken is not one the phone-login provider issued for this loginPhoneNumber (INVALID_PHONE_VERIFICATION_TOKEN: forged, for another number or expired). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The email or phone number is already registered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    uploadProfilePhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProfilePhotoUpload"];
            };
        };
        responses: {
            /** @description The stored photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedPhoto"];
                };
            };
            /** @description The image or URL was refused; INVALID_SOCIAL_AVATAR_URL is reported with tags and rethrown. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarUploadErrorBody"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createAvailableLocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailableLocationsInput"];
            };
        };
        responses: {
            /** @description The saved available locations. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableLocations"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listProJobTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The pro's user id.
                 * @example pro-0001
                 */
                id: components["parameters"]["ProIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro's job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listItpUserJobTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id of an imported (ITP) pro profile, not yet claimed.
                 * @example pro-0004
                 */
                id: components["parameters"]["ItpUserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro's job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobTypeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listProAvailablePrefectures: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The pro's user id.
                 * @example pro-0001
                 */
                id: components["parameters"]["ProIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prefectures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Prefecture"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getProBySlug: {
        parameters: {
            query: {
                /** @description Always published (the client shows published case studies only). */
                caseStatus: components["parameters"]["CaseStatusPublished"];
                /** @description Always true (the case studies shown on the pro's service page). */
                isServicePage: components["parameters"]["IsServicePage"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The pro's profile slug or custom profile URL (the {slug} of /profile/{slug}/pro).
                 * @example hashimoto-house-cleaning
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPro"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPro: {
        parameters: {
            query: {
                /** @description Always published (the client shows published case studies only). */
                caseStatus: components["parameters"]["CaseStatusPublished"];
                /** @description Always true (the case studies shown on the pro's service page). */
                isServicePage: components["parameters"]["IsServicePage"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The pro's user id.
                 * @example pro-0001
                 */
                id: components["parameters"]["ProIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPro"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getItpUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id of an imported (ITP) pro profile, not yet claimed.
                 * @example pro-0004
                 */
                id: components["parameters"]["ItpUserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPro"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    claimItpProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id of an imported (ITP) pro profile, not yet claimed.
                 * @example pro-0004
                 */
                id: components["parameters"]["ItpUserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimProfileInput"];
            };
        };
        responses: {
            /** @description A claim email was sent. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimProfileResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listNotifications: {
        parameters: {
            query: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                userId: components["parameters"]["UserIdQuery"];
            };
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The notification id.
                 * @example ntf-c-0001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, now read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkAllNotificationsRead"];
            };
        };
        responses: {
            /** @description How many changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listAnnouncements: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    markAnnouncementRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
                /**
                 * @description The announcement id.
                 * @example ann-001
                 */
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The read state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementReadState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    markAllAnnouncementsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong email or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INVALID_CREDENTIALS",
                     *         "message": "Email or password is wrong"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    signInWithSocial: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialSignInInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The provider did not accept the code (unknown, used or expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "INVALID_AUTHORIZATION_CODE",
                     *         "message": "The authorization code was not accepted"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path: {
                /**
                 * @description The user id.
                 * @example user-client-1
                 */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordSet"];
            };
        };
        responses: {
            /** @description The password is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    sendWebVitals: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebVitalsBeacon"];
            };
        };
        responses: {
            /** @description Accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sendAnalyticsEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The UI language; the server answers localized text in it. */
                "x-ui-language"?: components["parameters"]["UiLanguage"];
                /**
                 * @description A fingerprint of the browser (an MD5-style hash of the user agent, or unknown-fingerprint).
                 * @example unknown-fingerprint
                 */
                "x-device"?: components["parameters"]["Device"];
                /** @description The calling client; always z-web for this web client. */
                client?: components["parameters"]["Client"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsBatch"];
            };
        };
        responses: {
            /** @description Accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
