package retrykit.site.render;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Colours code at build time, so the site needs no script and no library to show it: the text is
 * cut into tokens by a language's rules (tried together, the leftmost match winning and, at one
 * place, the first rule), and each token is wrapped in a span whose class the stylesheet colours
 * in both themes. Everything else is escaped text, so the block's words are exactly the source's.
 */
public final class Highlighter {
    private Highlighter() {}

    /** One kind of token: the class it is shown with, and the pattern that finds it. */
    record Rule(String cssClass, Pattern pattern) {}

    static Rule rule(String cssClass, String regex) {
        return new Rule(cssClass, Pattern.compile(regex));
    }

    /** The block's text as HTML, its tokens in spans; text outside any token is only escaped. */
    public static String html(CodeLanguage language, String code) {
        List<Rule> rules = language.rules();
        StringBuilder out = new StringBuilder();
        if (rules.isEmpty()) {
            return escape(code);
        }
        List<Matcher> matchers = new ArrayList<>();
        for (Rule rule : rules) {
            matchers.add(rule.pattern().matcher(code));
        }
        int at = 0;
        while (at < code.length()) {
            int best = -1;
            int bestStart = Integer.MAX_VALUE;
            for (int i = 0; i < matchers.size(); i++) {
                Matcher m = matchers.get(i);
                if (m.find(at) && m.start() < bestStart && m.end() > m.start()) {
                    best = i;
                    bestStart = m.start();
                }
            }
            if (best < 0) {
                break;
            }
            Matcher m = matchers.get(best);
            m.find(at); // the matcher's state may have moved on while the others were tried
            out.append(escape(code.substring(at, m.start())))
                    .append("<span class=\"")
                    .append(rules.get(best).cssClass())
                    .append("\">")
                    .append(escape(m.group()))
                    .append("</span>");
            at = m.end();
        }
        return out.append(escape(code.substring(at))).toString();
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
