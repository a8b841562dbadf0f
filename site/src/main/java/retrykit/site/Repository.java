package retrykit.site;

import java.util.regex.Pattern;

/**
 * Where the kit's sources live on the web: the one setting behind the home page's clone command and
 * every page's "edit this page" link. It is given once, as {@code site.repository} in site/pom.xml
 * (a GitHub-style address: {@code /edit/main/<path>} edits a file, {@code .git} clones it); left
 * empty, the site has no repository and links none (see {@link #fromSetting}).
 *
 * @param url the repository's web address, https, with no trailing slash
 */
record Repository(String url) {
    private static final Pattern URL = Pattern.compile("https://[A-Za-z0-9.-]+(/[A-Za-z0-9._~-]+)+");

    Repository {
        if (url == null || !URL.matcher(url).matches()) {
            throw new SiteException(
                    "the repository's address (site.repository in site/pom.xml) must be an https address with no "
                            + "trailing slash, such as https://github.com/owner/retrykit; it is \"" + url + "\"");
        }
    }

    /** The repository a build setting names, or none when the setting is empty or absent. */
    static java.util.Optional<Repository> fromSetting(String setting) {
        return setting == null || setting.isBlank()
                ? java.util.Optional.empty()
                : java.util.Optional.of(new Repository(setting.strip()));
    }

    /** The page that edits one file of the kit, given by its path from the kit's root. */
    String editUrl(String path) {
        return url + "/edit/main/" + path;
    }

    String cloneUrl() {
        return url + ".git";
    }

    /** The folder {@code git clone} makes: the repository's name. */
    String folder() {
        return url.substring(url.lastIndexOf('/') + 1);
    }
}
