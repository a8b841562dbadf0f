package retrykit.grader.kit;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.helpers.DefaultHandler;

/**
 * A pom's elements with the line each one ends on, so that a check of the build can name the line to
 * fix ({@code exercises/pom.xml:31}); a DOM keeps no line numbers.
 *
 * @param file     the pom, relative to the kit's root, as failures name it
 * @param elements every element in document order
 */
record PomElements(String file, List<Element> elements) {

    /**
     * One element.
     *
     * @param path the names from the root down, joined by {@code /}: {@code project/modules/module}
     * @param text its own text, stripped
     * @param line the line of its end tag
     * @param id   the {@code <id>} of the nearest enclosing element that has one ({@code <execution>},
     *             {@code <profile>}), empty outside them
     */
    record Element(String path, String text, int line, String id) {}

    static PomElements read(Path root, String file) throws Exception {
        if (!java.nio.file.Files.isRegularFile(root.resolve(file))) {
            throw new AssertionError(file + " is missing: every stage has one (CONTRIBUTING.md, \"Add a stage\")");
        }
        List<Element> elements = new ArrayList<>();
        Deque<String> names = new ArrayDeque<>();
        Deque<StringBuilder> texts = new ArrayDeque<>();
        Deque<String[]> ids = new ArrayDeque<>();
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.newSAXParser().parse(root.resolve(file).toFile(), new DefaultHandler() {
            private Locator locator;

            @Override
            public void setDocumentLocator(Locator locator) {
                this.locator = locator;
            }

            @Override
            public void startElement(String uri, String localName, String qName, Attributes attributes) {
                names.addLast(localName);
                texts.addLast(new StringBuilder());
                ids.addLast(new String[] {""});
            }

            @Override
            public void characters(char[] ch, int start, int length) {
                texts.getLast().append(ch, start, length);
            }

            @Override
            public void endElement(String uri, String localName, String qName) {
                String path = String.join("/", names);
                String text = texts.removeLast().toString().strip();
                ids.removeLast();
                names.removeLast();
                if (localName.equals("id") && !ids.isEmpty()) {
                    ids.getLast()[0] = text;
                }
                String id = ids.stream()
                        .map(i -> i[0])
                        .filter(i -> !i.isEmpty())
                        .reduce((a, b) -> b)
                        .orElse("");
                elements.add(new Element(path, text, locator.getLineNumber(), id));
            }
        });
        return new PomElements(file, List.copyOf(elements));
    }

    /** The elements at {@code path}, in document order. */
    List<Element> at(String path) {
        return elements.stream().filter(e -> e.path().equals(path)).toList();
    }

    /** The texts of the elements at {@code path} inside the execution or profile {@code id}. */
    List<Element> at(String path, String id) {
        return at(path).stream().filter(e -> e.id().equals(id)).toList();
    }

    /** The one element at {@code path}, if the pom has it. */
    Optional<Element> one(String path) {
        return at(path).stream().findFirst();
    }

    /** {@code file:line}, as a failure names the place to fix. */
    String where(int line) {
        return file + ":" + line;
    }
}
